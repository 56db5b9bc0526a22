import { siteResponseSchema, type Site } from '#contract/sites';
import type { V1Client } from './v1-test-kit';

type Range = { start: string; end: string };

/** Weekly receiving hours: the same ranges Monday to Friday, but for the days named closed. */
export function weekdayHours(open: Range[], closed: readonly string[] = []) {
  const day = (name: string) => (closed.includes(name) ? [] : open);
  return { mon: day('mon'), tue: day('tue'), wed: day('wed'), thu: day('thu'), fri: day('fri'), sat: [], sun: [] };
}

/** Adds a site through the API: New York, open 08:00–18:00 on weekdays unless `extra` says otherwise. */
export async function addSite(client: V1Client, name: string, extra: Record<string, unknown> = {}): Promise<Site> {
  const res = await client.call('POST', '/v1/sites', {
    name,
    address: { line1: `1 ${name} St`, city: 'Boston', country: 'US' },
    time_zone: 'America/New_York',
    receiving_hours: weekdayHours([{ start: '08:00', end: '18:00' }]),
    ...extra,
  });
  if (res.status !== 201) throw new Error(`site create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return siteResponseSchema.parse(res.body).data;
}

/** Registers parts at a site through the API. */
export async function partsAt(client: V1Client, siteId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await client.call('POST', '/v1/parts', {
      part_type: 'blade',
      internal_label: `At ${siteId} ${i}`,
      site_id: siteId,
    });
    if (res.status !== 201) throw new Error(`part create failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.data.id);
  }
  return ids;
}
