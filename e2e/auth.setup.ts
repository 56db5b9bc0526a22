import { test as setup } from '@playwright/test';
import { DEMO_USER, signIn } from './support/common/accounts';
import { E2E_SERVERS } from './support/common/servers';

setup('sign in as the demo Enterprise user on every test system', async ({ browser }) => {
  for (const system of E2E_SERVERS) {
    const context = await browser.newContext({ baseURL: system.baseURL });
    await signIn(await context.newPage(), DEMO_USER);
    await context.storageState({ path: system.storageState });
    await context.close();
  }
});
