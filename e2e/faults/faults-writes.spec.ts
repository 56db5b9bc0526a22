import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { SIGNED_OUT } from '../support/common/accounts';
import {
  FAILING_FAULTS,
  FAULTS,
  failureTitle,
  injectFault,
  rateLimitCountdown,
  type Attempt,
  type Fault,
  type InjectedFault,
} from '../support/faults/write-faults';
import { WRITES } from '../support/faults/writes';
import type { OpenedWrite, WriteUnderTest } from '../support/faults/write-under-test';
import { installPageClock } from '../support/common/page-clock';
import { RATE_LIMIT_WAIT_S } from '../support/faults/fault-injection';

/**
 * Faults on every write the portal makes: each fault hits the first attempt,
 * and the screen must say what happened, keep what was typed, and leave exactly one write
 * on the server, every resend carrying the first attempt's Idempotency-Key.
 */

function expectAttempts(write: WriteUnderTest, attempts: Attempt[], count: number): void {
  expect(attempts, 'requests that reached the network for this write').toHaveLength(count);
  if (!write.keyed) return;
  expect(attempts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  for (const attempt of attempts)
    expect(attempt.idempotencyKey, 'every resend reuses the first Idempotency-Key').toBe(attempts[0]?.idempotencyKey);
}

async function failThenRetry(
  write: WriteUnderTest,
  form: OpenedWrite,
  { attempts, answers }: InjectedFault,
  fault: Fault,
): Promise<void> {
  await form.submit.click();
  await expect(form.failure).toContainText(form.genericFailure ?? failureTitle(fault));
  await form.expectInputKept();
  expect(attempts).toHaveLength(1);
  await form.retry();
  await form.expectDone();
  expectAttempts(write, attempts, 2);
  if (!write.keyed) return;
  // When the first attempt had reached the server, the resend got the saved answer back, not a second write.
  const resent = answers.at(-1);
  expect(resent?.status).toBeLessThan(300);
  expect(resent?.replayed, 'the resend was answered by an idempotent replay').toBe(fault.includes('after'));
}

async function waitOutRateLimit(write: WriteUnderTest, form: OpenedWrite, attempts: Attempt[], page: Page): Promise<void> {
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  await form.submit.click();
  // The http client holds the write, shows the countdown, then re-sends it by itself. An open
  // modal dialog makes the page around it inert, so there the countdown must be in the dialog.
  await expect(rateLimitCountdown(dialogOpen ? page.getByRole('dialog') : page)).toBeVisible();
  await expect(rateLimitCountdown(page)).toHaveCount(1);
  await form.expectBusy();
  // Past the reset the 429 named (rounded up to a whole second): the held write goes out.
  await page.clock.fastForward((RATE_LIMIT_WAIT_S + 1) * 1_000);
  await form.expectDone();
  await expect(rateLimitCountdown(page)).toHaveCount(0);
  expectAttempts(write, attempts, 2);
}

async function submitTwiceWhileSlow(write: WriteUnderTest, form: OpenedWrite, injected: InjectedFault): Promise<void> {
  await form.submit.dblclick();
  await form.expectBusy();
  await form.pressEnterAgain?.();
  await form.expectBusy();
  injected.release();
  await form.expectDone();
  expectAttempts(write, injected.attempts, 1);
}

for (const write of WRITES) {
  test.describe(`faults on writes: ${write.name}`, () => {
    if (write.ownSession) test.use({ storageState: SIGNED_OUT });

    for (const fault of FAULTS) {
      test(fault, async ({ page }) => {
        const injected = await injectFault(page, write.target, fault);
        const { attempts } = injected;
        await installPageClock(page);
        const form = await write.open(page);
        if (FAILING_FAULTS.includes(fault)) await failThenRetry(write, form, injected, fault);
        else if (fault === '429 with a countdown') await waitOutRateLimit(write, form, attempts, page);
        else await submitTwiceWhileSlow(write, form, injected);
        await expect(form.failure).toHaveCount(0);
        await form.expectExactlyOneWrite();
      });
    }
  });
}
