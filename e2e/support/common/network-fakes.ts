import type { BrowserContext, Page, Route } from '@playwright/test';

const SERVED_ANSWERS = /<script type="application\/json" id="served-answers">.*?<\/script>/s;

async function withoutServedAnswers(route: Route): Promise<void> {
  if (route.request().resourceType() !== 'document') return route.fallback();
  const response = await route.fetch();
  await route.fulfill({ response, body: (await response.text()).replace(SERVED_ANSWERS, '') });
}

/**
 * A test that fakes answers with `route` means every read to meet its fakes, but a cold load's HTML
 * carries the first reads' answers (served-answers.ts), which never touch the network. So the first
 * `route` a test installs on a page or context installs, before it, a route that gives documents
 * without those answers: the screen then reads everything over the network, as before.
 */
export function readEverythingOverTheNetworkOnceFaked(target: Page | BrowserContext): void {
  const route = target.route.bind(target) as Page['route'];
  let installed = false;
  target.route = (async (...args: Parameters<Page['route']>) => {
    if (!installed) {
      installed = true;
      await route(() => true, withoutServedAnswers);
    }
    return route(...args);
  }) as Page['route'];
}
