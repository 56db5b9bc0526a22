import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The site a part made through the API goes to when the caller names none: the account's first
 * active site, since a v1 server with sites requires `site_id` once an account has more than one.
 * Null from a server without the sites extension (it answers 404): then nothing is sent.
 * Asked once per request context (a signed-in page or an API-key client).
 */
const cache = new WeakMap<APIRequestContext, Promise<string | null>>();

async function firstActiveSite(request: APIRequestContext): Promise<string | null> {
  const response = await request.get('/v1/sites?status=active&limit=1');
  if (response.status() === 404) return null;
  expect(response.status(), 'GET /v1/sites').toBe(200);
  const body = (await response.json()) as { data: { id: string }[] };
  return body.data[0]?.id ?? null;
}

export function defaultSiteId(request: APIRequestContext): Promise<string | null> {
  let site = cache.get(request);
  if (!site) {
    site = firstActiveSite(request);
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
