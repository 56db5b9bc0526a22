import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { injectFault, type FaultKind } from '../support/faults/fault-injection';
import { installPageClock } from '../support/common/page-clock';

/**
 * Faults on the reads a long list makes as the user scrolls: a failing next page
 * keeps the rows already shown, says what happened below them, and its retry carries on.
 * The page clock jumps through the client's retry backoffs.
 */

const GIVE_UP_TIMEOUT = 25_000;
/** The client's first retry backoff. */
const RETRY_STEP_MS = 500;

const PAGE_FAULTS: readonly { kind: FaultKind; says: string }[] = [
  { kind: 'fail-always', says: 'The server had a problem' },
  { kind: 'drop-always', says: 'Can’t reach the server' },
];

/**
 * Scrolls down in steps until `target` shows (the list loads pages as its end comes near),
 * jumping the page clock through any retry backoff meanwhile.
 */
async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 80 && !(await target.isVisible()); step++) {
    await page.mouse.wheel(0, 3_000);
    // Gives the virtualizer a frame to render the rows it scrolled to.
    await page.waitForTimeout(100);
    await page.clock.fastForward(RETRY_STEP_MS);
  }
  await expect(target).toBeVisible({ timeout: GIVE_UP_TIMEOUT });
}

for (const fault of PAGE_FAULTS) {
  test(`parts list: a next page that fails (${fault.says}) keeps the rows, and its retry loads the rest`, async ({ page }) => {
    await installPageClock(page);
    await page.goto('/parts');
    const table = page.getByRole('table', { name: 'Parts' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const injection = await injectFault(page, (url) => url.pathname === '/v1/parts' && url.searchParams.has('after'), fault.kind);

    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: fault.says });
    await scrollUntilVisible(page, alert);
    expect(injection.faulted).toBeGreaterThan(1);
    // The rows already loaded stay on screen beside the message.
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    injection.lift();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await scrollUntilVisible(page, page.getByRole('status').filter({ hasText: /End of list · [\d,]+ parts/ }));
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}
