import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { withDefaultSite } from '../parts/default-site';

/** v1 calls for the orders specs, with the signed-in session cookie and its CSRF token. */
async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/portal/session');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrf_token: string } }).data.csrf_token;
}

export async function apiPost<T>(request: APIRequestContext, path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const response = await request.post(path, {
    data,
    headers: { 'X-CSRF-Token': await csrfToken(request), 'Idempotency-Key': crypto.randomUUID() },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

export interface TestPart {
  id: string;
  internal_label: string;
  part_type: string;
}

/** A part through the API, at `siteId` or else the account's first active site. */
export async function newPart(
  request: APIRequestContext,
  partType: string,
  prefix = 'E2E order',
  siteId?: string,
): Promise<TestPart> {
  const label = `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const fields = await withDefaultSite(request, { part_type: partType, internal_label: label, site_id: siteId });
  const { status, body } = await apiPost<{ data: TestPart }>(request, '/v1/parts', fields);
  expect(status).toBe(201);
  return body.data;
}

export async function orderTotal(request: APIRequestContext): Promise<number> {
  return (await apiGet<{ meta: { total: number } }>(request, '/v1/orders?limit=1')).meta.total;
}

interface PlacedOrder {
  status: number;
  body: { data: { id: string }; error?: { details?: { field: string; code: string }[] } };
}

/** The pickup windows to ask for: those the first part's site can take, where the server has sites. */
async function windowsPathFor(request: APIRequestContext, partIds: string[]): Promise<string> {
  if (partIds.length === 0) return '/v1/pickup-windows';
  const response = await request.get(`/v1/parts/${partIds[0]}`);
  const siteId = response.ok() ? ((await response.json()) as { data: { site_id?: string } }).data.site_id : undefined;
  return siteId ? `/v1/pickup-windows?site_id=${siteId}` : '/v1/pickup-windows';
}

/**
 * An order through the API in the earliest window the service offers and the parts' site can
 * take (it takes offered windows with a seat only); when another order took that window's last
 * seat meanwhile, in the next one.
 */
export async function postOrderInEarliestWindow(
  request: APIRequestContext,
  fields: { part_ids: string[]; instructions?: string },
): Promise<PlacedOrder> {
  const windows = await windowsPathFor(request, fields.part_ids);
  for (let attempt = 1; ; attempt++) {
    const offered = await apiGet<{ meta: { earliest_available: { start: string; end: string } | null } }>(request, windows);
    const window = offered.meta.earliest_available;
    expect(window, 'the service offers a free window').not.toBeNull();
    const placed = await apiPost<PlacedOrder['body']>(request, '/v1/orders', {
      ...fields,
      pickup_window_start: window?.start,
      pickup_window_end: window?.end,
    });
    const full = placed.body.error?.details?.some((d) => d.field === 'pickup_window_start' && d.code === 'full');
    if (!full || attempt === 5) return placed;
  }
}

/** A valid order through the API (in the earliest window the service offers), to make a part busy. */
export async function placeOrderViaApi(request: APIRequestContext, partIds: string[]): Promise<string> {
  const { status, body } = await postOrderInEarliestWindow(request, { part_ids: partIds });
  expect(status).toBe(201);
  return body.data.id;
}

export function newOrderPath(partIds: string[]): string {
  return `/orders/new?part_ids=${encodeURIComponent(JSON.stringify(partIds))}`;
}

/** A local calendar day `daysAhead` from today in the browser's zone, as DayPicker labels it (free-form mode). */
export async function pickDay(page: Page, daysAhead: number): Promise<void> {
  const { label, monthsAhead } = await page.evaluate((ahead) => {
    const today = new Date();
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + ahead);
    const month = day.toLocaleString('en-US', { month: 'long' });
    const n = day.getDate();
    const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
    return {
      label: `${month} ${n}${suffix}, ${day.getFullYear()}`,
      monthsAhead: (day.getFullYear() - today.getFullYear()) * 12 + day.getMonth() - today.getMonth(),
    };
  }, daysAhead);
  for (let i = 0; i < monthsAhead; i++) await page.getByRole('button', { name: /next month/i }).click();
  await page.getByRole('button', { name: new RegExp(label) }).click();
}
