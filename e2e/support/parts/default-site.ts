import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The site a part made through the API goes to when the caller names none, since a v1 server with
 * sites requires `site_id` once an account has more than one: the active site that receives parts
 * the most hours a week (the demo's Lakeside takes every window the service offers; a kitchen a
 * spec adds takes them all day), so an order of such parts may take any window offered. Null from
 * a server without the sites extension (it answers 404): then nothing is sent. Asked once per
 * request context (a signed-in page or an API-key client).
 */
const cache = new WeakMap<APIRequestContext, Promise<string | null>>();

interface SiteHours {
  id: string;
  receiving_hours: Record<string, { start: string; end: string }[]>;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const weeklyMinutes = (site: SiteHours) =>
  Object.values(site.receiving_hours)
    .flat()
    .reduce((sum, range) => sum + minutes(range.end) - minutes(range.start), 0);

async function widestOpenSite(request: APIRequestContext): Promise<string | null> {
  const response = await request.get('/v1/sites?status=active&limit=100');
  if (response.status() === 404) return null;
  expect(response.status(), 'GET /v1/sites').toBe(200);
  const { data } = (await response.json()) as { data: SiteHours[] };
  const widest = data.reduce<SiteHours | undefined>(
    (best, site) => (!best || weeklyMinutes(site) > weeklyMinutes(best) ? site : best),
    undefined,
  );
  return widest?.id ?? null;
}

export function defaultSiteId(request: APIRequestContext): Promise<string | null> {
  let site = cache.get(request);
  if (!site) {
    site = widestOpenSite(request);
    // A failed look-up is asked again next time rather than remembered.
    site.catch(() => cache.delete(request));
    cache.set(request, site);
  }
  return site;
}

/** The part's fields with `site_id` added when the caller gave none and the server has sites. */
export async function withDefaultSite<T extends Record<string, unknown>>(
  request: APIRequestContext,
  fields: T,
): Promise<T & { site_id?: string }> {
  if (typeof fields.site_id === 'string') return fields;
  const siteId = await defaultSiteId(request);
  return siteId === null ? fields : { ...fields, site_id: siteId };
}
