import { afterEach, describe, expect, it, vi } from 'vitest';
import { partListResponseSchema } from '#contract/parts';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { duePartsQueryOptions, partSearchQueryOptions } from './due-parts-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  apiRequest.mockReset();
});

const page = (ids: string[]) => ({ data: ids.map((id) => ({ id })), meta: { total: ids.length, next_cursor: 'more' } });
const requests = () => apiRequest.mock.calls.map(([request]) => request);
const underParts = (key: readonly unknown[]) => expect(key.slice(0, resourceKeys.parts.length)).toEqual([...resourceKeys.parts]);

describe('duePartsQueryOptions', () => {
  it('lists parts with the customer worn to the due level, most worn first, one order at most', async () => {
    apiRequest.mockResolvedValue(page(['p1', 'p2']));
    const parts = await createQueryClient().fetchQuery(duePartsQueryOptions('due_now'));
    expect(parts.map((part) => part.id)).toEqual(['p1', 'p2']);
    const [request] = requests();
    expect(request?.path).toBe('/v1/parts');
    expect(request?.query).toEqual({ status: 'with_customer', wear_min: 70, sort: '-wear_level', limit: 100 });
    expect(request?.schema).toBe(partListResponseSchema);
    expect(request?.signal).toBeInstanceOf(AbortSignal);
  });

  it('lists parts forecast due within 14 days, soonest first', async () => {
    apiRequest.mockResolvedValue(page(['p3']));
    const parts = await createQueryClient().fetchQuery(duePartsQueryOptions('due_soon'));
    expect(parts.map((part) => part.id)).toEqual(['p3']);
    expect(requests()[0]?.query).toEqual({ status: 'with_customer', due_within: 14, sort: 'forecast_due_at', limit: 100 });
  });

  it('passes failures on', async () => {
    const refused = new ApiError({ status: 400, code: 'unknown_parameter', message: 'due_within' });
    apiRequest.mockRejectedValue(refused);
    await expect(createQueryClient().fetchQuery(duePartsQueryOptions('due_soon'))).rejects.toBe(refused);
  });

  it('keys each list under parts, apart from each other', () => {
    underParts(duePartsQueryOptions('due_now').queryKey);
    underParts(duePartsQueryOptions('due_soon').queryKey);
    expect(duePartsQueryOptions('due_now').queryKey).not.toEqual(duePartsQueryOptions('due_soon').queryKey);
  });
});

describe('partSearchQueryOptions', () => {
  it('searches both statuses an order takes and joins them, with-customer parts first', async () => {
    apiRequest.mockImplementation(async ({ query }) => (query?.status === 'delivered' ? page(['d1']) : page(['w1', 'w2'])));
    const parts = await createQueryClient().fetchQuery(partSearchQueryOptions('drill'));
    expect(parts.map((part) => part.id)).toEqual(['w1', 'w2', 'd1']);
    expect(requests().map((request) => request.query)).toEqual([
      { status: 'with_customer', q: 'drill', limit: 50 },
      { status: 'delivered', q: 'drill', limit: 50 },
    ]);
    for (const request of requests()) {
      expect(request.path).toBe('/v1/parts');
      expect(request.schema).toBe(partListResponseSchema);
      expect(request.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it('fails when either search fails', async () => {
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'parts:read' });
    apiRequest.mockImplementation(async ({ query }) => {
      if (query?.status === 'delivered') throw forbidden;
      return page(['w1']);
    });
    await expect(createQueryClient().fetchQuery(partSearchQueryOptions('drill'))).rejects.toBe(forbidden);
  });

  it('keys each search term separately under parts', () => {
    underParts(partSearchQueryOptions('a').queryKey);
    expect(partSearchQueryOptions('a').queryKey).not.toEqual(partSearchQueryOptions('b').queryKey);
    expect(partSearchQueryOptions('a').queryKey).toEqual(partSearchQueryOptions('a').queryKey);
  });
});
