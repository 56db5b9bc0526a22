import { expect, type APIRequestContext } from '@playwright/test';
import { postOrderInEarliestWindow } from '../orders/orders-api';
import { withDefaultSite } from './default-site';

/** v1 calls for the parts specs, made with the signed-in session cookie and its CSRF token. */
async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/portal/session');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { csrf_token: string } };
  return body.data.csrf_token;
}

async function post<T>(request: APIRequestContext, path: string, data?: unknown): Promise<{ status: number; body: T }> {
  const response = await request.post(path, {
    data,
    headers: { 'X-CSRF-Token': await csrfToken(request), 'Idempotency-Key': crypto.randomUUID() },
  });
  return { status: response.status(), body: (await response.json()) as T };
}

export interface CreatedPart {
  id: string;
  internal_label: string;
}

/** A part through the API; without a `site_id` in `fields` it goes to the account's first active site. */
export async function createPart(request: APIRequestContext, fields: Record<string, string>): Promise<CreatedPart> {
  const data = await withDefaultSite(request, { part_type: 'blade', ...fields });
  const { status, body } = await post<{ data: CreatedPart }>(request, '/v1/parts', data);
  expect(status).toBe(201);
  return body.data;
}

/** A pickup order for the parts, in the earliest window the service offers. */
export async function createOrder(request: APIRequestContext, partIds: string[]): Promise<string> {
  const { status, body } = await postOrderInEarliestWindow(request, { part_ids: partIds, instructions: 'E2E parts history' });
  expect(status).toBe(201);
  return body.data.id;
}

/** Moves the order through every step to completed with the sandbox control. */
export async function advanceToCompletion(request: APIRequestContext, orderId: string): Promise<void> {
  for (let step = 0; step < 10; step++) {
    const { status, body } = await post<{ data: { status: string } }>(request, `/sandbox/orders/${orderId}/advance`);
    expect(status).toBe(200);
    if (body.data.status === 'completed') return;
  }
  throw new Error(`order ${orderId} did not complete`);
}

export function uniqueLabel(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Registers the parts in one all-or-nothing batch (the v1 extension), in the order given; a row
 * without a `site_id` goes to the account's first active site.
 */
export async function createParts(request: APIRequestContext, rows: Record<string, string>[]): Promise<CreatedPart[]> {
  const parts = await Promise.all(rows.map((row) => withDefaultSite(request, { part_type: 'blade', ...row })));
  const { status, body } = await post<{ data: CreatedPart[] }>(request, '/v1/parts/batch', { parts });
  expect(status).toBe(201);
  return body.data;
}
