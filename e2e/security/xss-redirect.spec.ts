import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { DEMO_USER, SIGNED_OUT, signIn } from '../support/common/accounts';

/**
 * The sign-in return path is the one URL the portal takes from a link and follows. Browsers drop
 * tabs and newlines in URLs, so `/<tab>/evil.example` is `//evil.example`: it must read as "go home".
 */
const OFF_SITE_RETURN_PATHS = [
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\\evil.example/x',
  '//evil.example/x',
  'javascript:window.__xss=1',
];

test.describe('signed out', () => {
  test.use({ storageState: SIGNED_OUT });

  test('signing in from a link with an off-site return path lands on Overview', async ({ page }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.includes('evil')) offSite.push(request.url());
    });
    for (const target of OFF_SITE_RETURN_PATHS) {
      // A cold visit to sign-in shows the form even with a session, so each round signs in.
      await signIn(page, DEMO_USER, `/sign-in?redirect=${encodeURIComponent(target)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Overview' }), JSON.stringify(target)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    }
    expect(offSite).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  });
});
