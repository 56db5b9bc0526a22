import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { apiPost } from '../support/orders/orders-api';
import { createOrder, createPart, uniqueLabel } from '../support/parts/parts-api';
import { FAULTS, injectFault, type FaultKind, type Injection } from '../support/faults/fault-injection';
import { installPageClock, jumpClockUntilVisible } from '../support/common/page-clock';

/**
 * Faults on the one read that repeats by itself: the order screen's polled timeline.
 * The fault starts after the screen has loaded; the order moves meanwhile (sandbox Advance).
 * The page clock jumps through the poll interval, the retry backoffs and the rate-limit countdown.
 */

const GIVE_UP_TIMEOUT = 30_000;

const timeline = (page: Page) => page.getByRole('list', { name: 'Status timeline' });
const pausedNote = (page: Page) => page.getByRole('status').filter({ hasText: 'Live updates paused' });
const countdown = (page: Page) => page.getByRole('status').filter({ hasText: /Resuming automatically in \d+ s/ });

/** Jumps the page clock by one poll interval's share at a time. */
const POLL_STEP_MS = 1_000;

/** Jumps the page clock to the poll that meets the fault, and no further. */
async function jumpClockToFaultedPoll(page: Page, injection: Injection): Promise<void> {
  await expect
    .poll(
      async () => {
        if (injection.faulted === 0) await page.clock.fastForward(POLL_STEP_MS);
        return injection.faulted;
      },
      { timeout: GIVE_UP_TIMEOUT },
    )
    .toBeGreaterThan(0);
}

async function expectMoveShown(page: Page): Promise<void> {
  await jumpClockUntilVisible(page, timeline(page).filter({ hasText: 'Scheduled' }), POLL_STEP_MS);
  await expect(timeline(page)).toContainText('Scheduled', { timeout: GIVE_UP_TIMEOUT });
  await expect(pausedNote(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

async function expectPausedThenResumed(page: Page, injection: Injection, reason: string): Promise<void> {
  await jumpClockUntilVisible(page, pausedNote(page).filter({ hasText: reason }), POLL_STEP_MS);
  await expect(pausedNote(page)).toContainText(reason, { timeout: GIVE_UP_TIMEOUT });
  // The last good timeline stays on screen: no error page, no skeleton.
  await expect(timeline(page)).toContainText('Pending');
  await expect(page.getByRole('alert')).toHaveCount(0);
  injection.lift();
  await expectMoveShown(page);
}

interface PollCase {
  title: string;
  check: (page: Page, injection: Injection) => Promise<void>;
}

const CASES: Record<FaultKind, PollCase> = {
  'fail-once': {
    title: 'a 500 on one poll is retried and the move shows',
    check: async (page, injection) => {
      await expectMoveShown(page);
      expect(injection.faulted).toBe(1);
    },
  },
  'fail-always': {
    title: 'persistent 500s keep the last timeline and say live updates are paused, until the server is back',
    check: (page, injection) => expectPausedThenResumed(page, injection, 'the server had a problem'),
  },
  'drop-always': {
    title: 'a dropped connection keeps the last timeline and says the server can’t be reached, until it is back',
    check: (page, injection) => expectPausedThenResumed(page, injection, 'can’t reach the server'),
  },
  'rate-limit-once': {
    title: 'a 429 shows the countdown, then the move shows by itself',
    check: async (page, injection) => {
      // No jumps while the countdown is due: a jump could run it out before it is painted.
      await jumpClockToFaultedPoll(page, injection);
      await expect(countdown(page)).toBeVisible({ timeout: GIVE_UP_TIMEOUT });
      await expectMoveShown(page);
      await expect(countdown(page)).toHaveCount(0);
    },
  },
  slow: {
    title: 'a slow poll keeps the timeline on screen (no skeleton) until the move arrives',
    check: async (page, injection) => {
      await jumpClockToFaultedPoll(page, injection);
      await expect(timeline(page)).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      injection.lift();
      await expectMoveShown(page);
    },
  },
};

for (const fault of FAULTS) {
  const { title, check } = CASES[fault.kind];
  test(`order timeline polling: ${title}`, async ({ page }) => {
    const part = await createPart(page.request, { internal_label: uniqueLabel('Faults poll') });
    const orderId = await createOrder(page.request, [part.id]);
    await installPageClock(page);
    await page.goto(`/orders/${orderId}`);
    await expect(timeline(page)).toContainText('Pending');

    const injection = await injectFault(page, (url) => url.pathname === `/v1/orders/${orderId}/timeline`, fault.kind);
    const { status } = await apiPost(page.request, `/sandbox/orders/${orderId}/advance`);
    expect(status).toBe(200);
    await check(page, injection);
  });
}
