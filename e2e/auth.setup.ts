import { test as setup } from '@playwright/test';
import { DEMO_USER, STORAGE_STATE, signIn } from './support/accounts';

setup('sign in as the demo Enterprise user', async ({ page }) => {
  await signIn(page, DEMO_USER);
  await page.context().storageState({ path: STORAGE_STATE });
});
