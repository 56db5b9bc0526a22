import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { SIGNED_OUT } from '../support/common/accounts';
import { FAULTS, RATE_LIMIT_WAIT_S, injectFault, type FaultKind, type Injection } from '../support/faults/fault-injection';
import { SCREENS, type PreparedScreen, type Screen } from '../support/layout/screens';
import { installPageClock, jumpClockUntilVisible } from '../support/common/page-clock';

/**
 * Faults on reads: every screen × every fault, injected in the browser on the
 * requests that load the screen (the fault never touches the test's own API setup calls).
 * The page clock jumps through the client's retry backoffs and the rate-limit countdown.
 */

interface FaultCase {
  page: Page;
  screen: Screen;
  prepared: PreparedScreen;
  injection: Injection;
}

const alerts = (page: Page) => page.getByRole('alert');
const loading = (page: Page) => page.getByRole('status', { name: /^Loading/ });
const countdown = (page: Page) => page.getByRole('status').filter({ hasText: /Resuming automatically in \d+ s/ });

/** Past the client's three retries (0.5 + 1 + 2 s) on a loaded machine. */
const GIVE_UP_TIMEOUT = 25_000;

async function expectLoadedCleanly(page: Page, prepared: PreparedScreen): Promise<void> {
  await expect(prepared.loaded(page)).toBeVisible({ timeout: GIVE_UP_TIMEOUT });
  await expect(alerts(page)).toHaveCount(0);
  await expect(loading(page)).toHaveCount(0);
}

/** A failed screen keeps the signed-in shell: navigation, sign-out, the failure inside main. */
async function expectShellAround(page: Page, screen: Screen): Promise<void> {
  if (screen.readsSession) return;
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
}

async function expectFailureThenRetry({ page, screen, prepared, injection }: FaultCase, title: string): Promise<void> {
  const alert = alerts(page).filter({ hasText: title });
  await jumpClockUntilVisible(page, alert);
  await expect(alert).toBeVisible({ timeout: GIVE_UP_TIMEOUT });
  await expectShellAround(page, screen);
  // The client retried before it gave up and said so.
  expect(injection.faulted).toBeGreaterThan(1);

  injection.lift();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expectLoadedCleanly(page, prepared);
}

const EXPECTATIONS: Record<FaultKind, (c: FaultCase) => Promise<void>> = {
  'fail-once': async ({ page, prepared, injection }) => {
    await jumpClockUntilVisible(page, prepared.loaded(page));
    await expectLoadedCleanly(page, prepared);
    expect(injection.faulted).toBeGreaterThan(0);
    expect(injection.calls).toBeGreaterThan(injection.faulted);
  },
  'fail-always': (c) => expectFailureThenRetry(c, 'The server had a problem'),
  'drop-always': (c) => expectFailureThenRetry(c, 'Can’t reach the server'),
  'rate-limit-once': async ({ page, prepared, injection }) => {
    await expect(countdown(page)).toBeVisible();
    // Past the reset each 429 named (rounded up to a whole second): the held reads go out. A
    // screen with several reads may meet a second 429 once the first wait is over.
    await jumpClockUntilVisible(page, prepared.loaded(page), (RATE_LIMIT_WAIT_S + 1) * 1_000);
    await expectLoadedCleanly(page, prepared);
    await expect(countdown(page)).toHaveCount(0);
    expect(injection.faulted).toBeGreaterThan(0);
  },
  slow: async ({ page, prepared, injection }) => {
    // Some skeletons nest a labelled part (e.g. the invoice's line items) inside the page's.
    await expect(loading(page).first()).toBeVisible();
    await expect(prepared.loaded(page)).toBeHidden();
    injection.lift();
    await expectLoadedCleanly(page, prepared);
    expect(injection.faulted).toBeGreaterThan(0);
  },
};

test.describe('sign-in reads', () => {
  test.use({ storageState: SIGNED_OUT });

  test('the form asks the server nothing first, so it shows while every read fails', async ({ page }) => {
    const injection = await injectFault(
      page,
      (url) => url.pathname.startsWith('/portal/') || url.pathname.startsWith('/v1/'),
      'fail-always',
    );
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeEditable();
    await expect(alerts(page)).toHaveCount(0);
    expect(injection.calls).toBe(0);
  });
});

for (const screen of SCREENS) {
  test.describe(`${screen.name} reads`, () => {
    for (const fault of FAULTS) {
      test(fault.title, async ({ page }) => {
        const prepared = await screen.prepare(page);
        const injection = await injectFault(page, prepared.reads, fault.kind);
        await installPageClock(page);
        await page.goto(prepared.path);
        await EXPECTATIONS[fault.kind]({ page, screen, prepared, injection });
      });
    }
  });
}
