import { expect, type APIRequestContext } from '@playwright/test';
import { apiGet, apiPost } from '../orders/orders-api';
import { uniqueLabel } from '../parts/parts-api';

export interface TestSite {
  id: string;
  name: string;
  status: string;
  part_count: number;
  address: { city: string };
  receiving_hours: Record<string, { start: string; end: string }[]>;
  closed_dates: { date: string; reason: string }[];
}

export async function activeSites(request: APIRequestContext): Promise<TestSite[]> {
  return (await apiGet<{ data: TestSite[] }>(request, '/v1/sites?status=active&limit=100')).data;
}

export async function siteNamed(request: APIRequestContext, name: string): Promise<TestSite | undefined> {
  const { data } = await apiGet<{ data: TestSite[] }>(request, `/v1/sites?q=${encodeURIComponent(name)}&limit=100`);
  return data.find((site) => site.name === name);
}

/**
 * Archives the sites a spec added (those not active before it), moving their parts to `home`: the
 * demo's kitchens stay, so the specs after it find the sites they found before.
 */
export async function archiveAddedSites(request: APIRequestContext, before: ReadonlySet<string>, home: string): Promise<void> {
  for (const site of await activeSites(request)) {
    if (!before.has(site.id)) await apiPost(request, `/v1/sites/${site.id}/archive`, { move_parts_to: home });
  }
}

/**
 * Every day from midnight to midnight: a kitchen a spec adds takes every window the service offers,
 * as it becomes the newest site (where parts made through the API go when no site is named).
 */
const ALWAYS_RECEIVING = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ start: '00:00', end: '24:00' }]]),
);

/** The account's active sites in name order, two at least (the demo has three kitchens; another spec may have archived some). */
export async function kitchens(request: APIRequestContext): Promise<TestSite[]> {
  let sites = await activeSites(request);
  if (sites.length < 2) {
    const { status } = await apiPost(request, '/v1/sites', {
      name: uniqueLabel('E2E kitchen'),
      address: { line1: '1 Pier Rd', city: 'Chicago', country: 'US' },
      time_zone: 'America/Chicago',
      receiving_hours: ALWAYS_RECEIVING,
    });
    expect(status).toBe(201);
    sites = await activeSites(request);
  }
  return sites.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
