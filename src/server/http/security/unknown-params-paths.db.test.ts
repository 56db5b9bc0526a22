import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#contract/errors';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { clientFor, type V1Client } from '#server/testing/v1-test-kit';
import { SCOPES } from '#contract/scopes';

let dir: string;
let t: TestApp;
let v1: V1Client;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ws-portal-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { portalDir: dir } });
  const account = await t.createAccount();
  v1 = clientFor(t, await account.createKey(SCOPES));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('unknown query parameters', () => {
  it('a misspelt filter answers 400 naming it, instead of the whole list', async () => {
    const res = await v1.call('GET', '/v1/parts?part_typ=saw&limit=5');
    expect(res.status).toBe(400);
    const { error } = z.parse(errorBodySchema, res.body);
    expect(error.code).toBe('invalid_parameter');
    expect(error.message).toContain('"part_typ"');
    expect(error.details).toEqual([expect.objectContaining({ field: 'part_typ', code: 'unknown_parameter' })]);
  });

  it('every documented parameter is still accepted', async () => {
    for (const path of [
      '/v1/parts?status=in_service&part_type=saw&limit=5',
      '/v1/orders?status=pending&from=2026-01-01&to=2026-12-31&limit=5',
      '/v1/invoices?status=paid&from=2026-01-01&limit=5',
    ]) {
      expect((await v1.call('GET', path)).status, path).toBe(200);
    }
  });

  it('an endpoint without parameters refuses any', async () => {
    const res = await v1.call('GET', '/v1/parts/part_missing?expand=history');
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ field: 'expand', code: 'unknown_parameter' });
  });
});

describe('unknown paths under an API prefix', () => {
  const paths = ['/v2/parts', '/v2', '/v1/nope', '/v1', '/portal/nope', '/sandbox/nope', '/v10/x'];
  for (const path of paths) {
    it(`GET ${path} answers the JSON 404, never the portal's HTML`, async () => {
      const res = await v1.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toContain('application/json');
      expect(z.parse(errorBodySchema, res.body).error.code).toBe('not_found');
    });
  }

  it('portal screens still get index.html', async () => {
    const res = await t.request('/parts/part_123');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="root"');
  });
});
