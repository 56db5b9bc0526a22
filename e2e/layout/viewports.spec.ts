import { expect, type Page } from '@playwright/test';
import { test } from '../support/common/test';
import { SIGNED_OUT } from '../support/common/accounts';
import { expectNoAxeViolations } from '../support/common/axe';
import { DESKTOP, PHONE, expectNoSidewaysScroll, expectShownInFull, expectTouchTarget } from '../support/common/viewport-checks';
import { VIEWPORT_SCREENS, type ViewportScreen } from '../support/layout/viewport-screens';

/** Every screen and dialog on a 360 px phone and a 1440 px desktop: nothing sideways, what matters in full. */

function useAccount(screen: ViewportScreen) {
  if (screen.account) test.use({ storageState: SIGNED_OUT });
}

async function expectValuesInFull(page: Page, screen: ViewportScreen): Promise<void> {
  for (const [name, value] of await screen.values(page)) await expectShownInFull(value, name);
}

for (const screen of VIEWPORT_SCREENS) {
  test.describe(screen.name, () => {
    useAccount(screen);

    test(`${screen.name} on a 360 × 740 phone: no sideways scroll, values in full, 44 px targets, axe clean light and dark`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.emulateMedia({ colorScheme: 'light' });
      await screen.open(page);
      await expectNoSidewaysScroll(page);
      await expectValuesInFull(page, screen);
      const controls = screen.controls(page);
      if (screen.account !== 'signed-out') controls.push(['Menu', page.getByRole('button', { name: 'Menu' })]);
      for (const [name, control] of controls) await expectTouchTarget(control, name);
      await expectNoAxeViolations(page);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page);
    });

    test(`${screen.name} on a 1440 × 900 desktop: no sideways scroll, values in full`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await screen.open(page);
      await expectNoSidewaysScroll(page);
      await expectValuesInFull(page, screen);
    });
  });
}
