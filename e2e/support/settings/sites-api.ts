import type { APIRequestContext } from '@playwright/test';
import { apiGet, apiPost } from '../orders/orders-api';

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
 * Archives the sites a spec added, moving their parts to `home`: with one active site left, the
 * other specs' parts need no site_id again.
 */
export async function archiveAllBut(request: APIRequestContext, home: string): Promise<void> {
  for (const site of await activeSites(request)) {
    if (site.id !== home) await apiPost(request, `/v1/sites/${site.id}/archive`, { move_parts_to: home });
  }
}
