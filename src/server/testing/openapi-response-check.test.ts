import { describe, expect, it } from 'vitest';
import { checkAgainstOpenApi } from './openapi-response-check';

const HEADERS = {
  'Content-Type': 'application/json',
  'X-RateLimit-Limit': '120',
  'X-RateLimit-Remaining': '119',
  'X-RateLimit-Reset': '1',
  'X-Request-Id': 'r',
};
const part = {
  id: 'part_1',
  part_type: 'saw',
  status: 'with_customer',
  wear_level: 0,
  sharpening_count: 0,
  internal_label: 'L',
  serial_number: '',
  created_at: '2026-11-21T08:00:00.000Z',
  last_serviced_at: null,
  manufacturer: '',
  model: '',
  history: [],
};
const check = (method: string, path: string, status: number, body: unknown, headers: Record<string, string> = HEADERS) =>
  checkAgainstOpenApi(method, `http://127.0.0.1${path}`, new Response(JSON.stringify(body), { status, headers }), {
    sandbox: true,
  });

describe('checkAgainstOpenApi', () => {
  it('passes a response the document describes', async () => {
    await expect(check('GET', '/v1/parts/part_1', 200, { data: part })).resolves.toBeUndefined();
  });

  it('leaves a path with a trailing slash alone: the server routes none, it is no documented operation', async () => {
    const notFound = { error: { code: 'not_found', message: 'No route for GET /v1/parts/.', status: 404 } };
    await expect(check('GET', '/v1/parts/', 404, notFound)).resolves.toBeUndefined();
  });

  it('fails a status the operation does not list', async () => {
    await expect(check('GET', '/v1/parts/part_1', 418, {})).rejects.toThrow(/lists only/);
  });

  it('fails a body that does not match the schema', async () => {
    await expect(check('GET', '/v1/parts/part_1', 200, { data: { ...part, wear_level: 'high' } })).rejects.toThrow(/wear_level/);
    await expect(check('GET', '/v1/parts', 200, { data: [], meta: { total: 0, next_cursor: null } })).rejects.toThrow(/per_page/);
  });

  it('fails a missing required header and an undocumented one', async () => {
    const { 'X-RateLimit-Reset': _reset, ...withoutReset } = HEADERS;
    await expect(check('GET', '/v1/parts/part_1', 200, { data: part }, withoutReset)).rejects.toThrow(
      /X-RateLimit-Reset is required/,
    );
    await expect(check('GET', '/v1/parts/part_1', 200, { data: part }, { ...HEADERS, 'Retry-After': '3' })).rejects.toThrow(
      /Retry-After is sent but not documented/,
    );
  });

  it('leaves undocumented paths alone', async () => {
    await expect(check('GET', '/v1/__probe', 200, {}, {})).resolves.toBeUndefined();
  });
});
