import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { partsTotalQueryOptions } from './parts-total-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => apiRequest.mockReset());

const site = (id: string, partCount: number) => ({ id, part_count: partCount });
const sitesAnswer = { data: [site('site_1', 120), site('site_2', 80)], meta: { total: 2, next_cursor: null } };

function answerWith(sites: unknown, count = 999) {
  apiRequest.mockImplementation(async ({ path }) => {
    if (path === '/v1/sites') {
      if (sites instanceof Error) throw sites;
      return sites;
    }
    return { data: [], meta: { total: count, next_cursor: null } };
  });
}

const paths = () => apiRequest.mock.calls.map(([request]) => request.path);

describe('partsTotalQueryOptions', () => {
  // The sites' schema is the contract's: these rows are parsed by a mocked client, which parses nothing.
  it("sums the sites' part counts, one read of the sites the header shares, and no count request", async () => {
    answerWith(sitesAnswer);
    const client = createQueryClient();
    await expect(client.fetchQuery(partsTotalQueryOptions(client))).resolves.toBe(200);
    await expect(client.fetchQuery(partsTotalQueryOptions(client, 'site_2'))).resolves.toBe(80);
    expect(paths()).toEqual(['/v1/sites']);
  });

  it('asks for the count from a server without sites, or when the sites cannot be read', async () => {
    answerWith(new ApiError({ status: 404, code: 'not_found', message: 'No route.' }), 42);
    const client = createQueryClient();
    await expect(client.fetchQuery(partsTotalQueryOptions(client))).resolves.toBe(42);
    expect(paths()).toContain('/v1/parts');

    apiRequest.mockReset();
    answerWith(new ApiError({ status: 500, code: 'internal_error', message: 'Down.' }), 7);
    const other = createQueryClient();
    await expect(other.fetchQuery(partsTotalQueryOptions(other))).resolves.toBe(7);
  });

  it('reads the sites again when the list it has is older than a moment (a part registered since is counted)', async () => {
    answerWith(sitesAnswer);
    const client = createQueryClient();
    await client.fetchQuery(partsTotalQueryOptions(client));
    vi.useFakeTimers({ now: Date.now() + 5_000, toFake: ['Date'] });
    try {
      await client.refetchQueries({ queryKey: partsTotalQueryOptions(client).queryKey });
    } finally {
      vi.useRealTimers();
    }
    expect(paths()).toEqual(['/v1/sites', '/v1/sites']);
  });
});
