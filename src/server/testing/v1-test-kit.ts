import { SCOPES, type Scope } from '#contract/scopes';
import { offeredWindow } from './offered-windows';
import { createTestApp, type TestAccount, type TestApp } from './test-app';

export const T0 = new Date('2026-11-21T08:00:00.000Z');

export interface JsonResponse {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed with contract schemas in the tests
  headers: Headers;
}

export interface V1Client {
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse>;
}

export function clientFor(t: TestApp, key: string): V1Client {
  return {
    async call(method, path, body, headers = {}) {
      const res = await t.request(path, {
        method,
        headers: {
          Authorization: `Bearer ${key}`,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...headers,
        },
        ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    },
  };
}

export interface V1Fixture extends V1Client {
  t: TestApp;
  account: TestAccount;
  key: string;
}

/** A test app at a fixed time with one enterprise account holding an all-scopes key. */
export async function v1Fixture(scopes: readonly Scope[] = SCOPES): Promise<V1Fixture> {
  const t = await createTestApp({ now: T0 });
  const account = await t.createAccount();
  const key = await account.createKey(scopes);
  return { t, account, key, ...clientFor(t, key) };
}

export const hoursFrom = (base: Date, hours: number) => new Date(base.getTime() + hours * 3_600_000).toISOString();

/**
 * A valid order body for these parts, picked up in the `slot`-th offered window
 * after the lead time (the first business day after `now`); each window has 4 seats.
 */
export function orderBody(partIds: string[], now: Date = T0, slot = 0) {
  const window = offeredWindow(now, slot);
  return { part_ids: partIds, pickup_window_start: window.start, pickup_window_end: window.end };
}

export async function createParts(client: V1Client, count: number, partType = 'blade'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await client.call('POST', '/v1/parts', { part_type: partType, internal_label: `Part ${i + 1}` });
    if (res.status !== 201) throw new Error(`part create failed: ${res.status} ${JSON.stringify(res.body)}`);
    ids.push(res.body.data.id);
  }
  return ids;
}
