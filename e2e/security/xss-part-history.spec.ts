import { expect } from '@playwright/test';
import { test } from '../support/common/test';
import { createPart, uniqueLabel } from '../support/parts/parts-api';
import { XSS_PAYLOADS, armXssProbes, expectNoXss, humanized, runToken } from '../support/security/xss-payloads';
import { payloadText } from '../support/security/xss-records';

/**
 * Service history is written by the server (technician notes, service type), so no request can
 * put a payload there: the part's response is rewritten on its way to the page instead.
 */
test('technician notes and service types from the server render as text in the service history', async ({ page }) => {
  const probes = await armXssProbes(page);
  const token = runToken();
  const part = await createPart(page.request, { internal_label: uniqueLabel('E2E xss history') });
  const entries = XSS_PAYLOADS.map((payload, index) => ({
    id: `psh_${token}${index}`,
    service_type: payload,
    wear_before: 80,
    wear_after: 10,
    technician_notes: payloadText(payload, 'notes', index, token),
    completed_at: new Date(Date.now() - (index + 1) * 86_400_000).toISOString(),
  }));
  await page.route(
    (url) => url.pathname === `/v1/parts/${part.id}`,
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.data.history = entries;
      await route.fulfill({ response, json: body });
    },
  );

  await page.goto(`/parts/${part.id}`);
  const history = page.getByRole('region', { name: 'Service history table' });
  await expect(history.getByRole('row')).toHaveCount(entries.length + 1);
  for (const entry of entries) {
    const row = history.getByRole('row').filter({ hasText: entry.technician_notes });
    await expect(row.getByRole('cell', { name: entry.technician_notes, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: humanized(entry.service_type), exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: /Wear over time/ })).toBeVisible();
  await expectNoXss(page, probes, `/parts/${part.id} service history`);
});
