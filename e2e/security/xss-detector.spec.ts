import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { XSS_PAYLOADS, armXssProbes, expectNoXss, payloadTraces } from '../support/security/xss-payloads';

/**
 * The XSS specs pass when their probes find nothing, so first prove the probes see an attack:
 * the same payloads, injected as HTML the way dangerouslySetInnerHTML would, are caught.
 */
test('the probes catch payloads injected as HTML: DOM traces and CSP reports', async ({ page }) => {
  const probes = await armXssProbes(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expectNoXss(page, probes, 'Overview before injection');

  await page.evaluate(
    (payloads) => {
      const host = document.createElement('div');
      host.innerHTML = payloads.join('');
      document.body.append(host);
    },
    [...XSS_PAYLOADS],
  );

  const traces = await payloadTraces(page);
  expect(traces).toEqual(
    expect.arrayContaining([
      '<img src=x>',
      '<img onerror>',
      '<svg onload>',
      '<iframe>',
      '<iframe srcdoc>',
      '<a href="javascript:window.__xss=1">',
    ]),
  );
  // The page's CSP refuses the inline handler and says so; nothing ran.
  await expect
    .poll(() => page.evaluate(() => (window.__cspViolations ?? []).map((v) => v.directive)))
    .toContain('script-src-attr');
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
});
