import { describe, expect, it } from 'vitest';
import { partListQuerySchema } from '#contract/parts';
import { middlewareApp } from '#server/testing/middleware-app';
import { refuseUnknownQueryParams } from './known-query-params';

const PART_LIST = new Set(Object.keys(partListQuerySchema.shape));

function get(pathAndQuery: string, allowed: ReadonlySet<string> = PART_LIST) {
  const a = middlewareApp();
  a.all('*', (c) => {
    refuseUnknownQueryParams(c.req.url, allowed);
    return c.json({ ok: true });
  });
  return a.request(`http://localhost${pathAndQuery}`);
}

describe('refuseUnknownQueryParams', () => {
  it("lets through the parameters an operation's query schema names", async () => {
    expect((await get('/v1/parts?limit=10&after=abc&status=active&part_type=saw&q=x')).status).toBe(200);
    expect((await get('/v1/parts')).status).toBe(200);
  });

  it('refuses a misspelt parameter with 400 and one detail per unknown name, listing what the endpoint takes', async () => {
    const res = await get('/v1/parts?part_typ=saw&limit=5&colour=red&part_typ=axe');
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { code: string; message: string; details: { field: string; code: string; message: string }[] };
    };
    expect(error.code).toBe('invalid_parameter');
    expect(error.message).toMatch(
      /^Unknown query parameter "part_typ"; this endpoint takes: limit, after, status, part_type, q,/,
    );
    expect(error.details.map((d) => [d.field, d.code])).toEqual([
      ['part_typ', 'unknown_parameter'],
      ['colour', 'unknown_parameter'],
    ]);
    expect(error.details[1]!.message).toMatch(/^Unknown query parameter "colour"; allowed: limit, after, /);
  });

  it('says "none" for an endpoint that takes no query parameters', async () => {
    const res = await get('/v1/parts/part_123?expand=history', new Set());
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string } };
    expect(error.message).toBe('Unknown query parameter "expand"; this endpoint takes: none.');
  });

  it('clips an echoed parameter name to 100 characters', async () => {
    const res = await get(`/v1/parts?${'k'.repeat(150)}=1`);
    const { error } = (await res.json()) as { error: { details: { field: string }[] } };
    expect(error.details[0]!.field).toBe(`${'k'.repeat(100)}…`);
  });
});
