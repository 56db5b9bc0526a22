import { errors, type Locator, type Page } from '@playwright/test';

/**
 * The portal times its read retries (0.5 s, 1 s, 2 s), the rate-limit countdown and its polls with
 * the page's own timers. A test that waits through one of those installs the page clock before the
 * page loads (time still runs as usual) and jumps the clock ahead while it waits: the screen goes
 * through exactly the states it would, in a fraction of the real time.
 */
export async function installPageClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** Longest a test waits for the portal's own timers to run out while it jumps them. */
const JUMP_TIMEOUT_MS = 25_000;
/** Real time between jumps, for what a fired timer started (a retried request) to come back. */
const SETTLE_MS = 150;

/**
 * Jumps the page clock `stepMs` at a time until `target` shows. Returns when it shows or after
 * 25 s, so the caller's own expectation says what is missing.
 */
export async function jumpClockUntilVisible(page: Page, target: Locator, stepMs = 500): Promise<void> {
  const deadline = Date.now() + JUMP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await target.first().waitFor({ state: 'visible', timeout: SETTLE_MS });
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      await page.clock.fastForward(stepMs);
    }
  }
}
