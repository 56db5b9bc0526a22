import { afterEach, describe, expect, it, vi } from 'vitest';
import { partListResponseSchema } from '#contract/parts';
import { ApiError, NetworkError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { partsCapabilitiesKey, partsCapabilitiesQueryOptions } from './parts-capabilities-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  apiRequest.mockReset();
});

const page = (data: object[]) => ({ data, meta: { total: data.length, next_cursor: null } });
const probe = () => createQueryClient().fetchQuery(partsCapabilitiesQueryOptions());

describe('parts capabilities probe', () => {
  it('asks for one part with every wear parameter the portal relies on', async () => {
    apiRequest.mockResolvedValue(page([]));
    await probe();
    expect(apiRequest).toHaveBeenCalledTimes(1);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/parts');
    expect(request.query).toEqual({ limit: 1, sort: 'forecast_due_at', wear_min: 0, wear_max: 100 });
    expect(request.schema).toBe(partListResponseSchema);
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it('finds the wear extensions when parts carry forecast_due_at, even a null one', async () => {
    apiRequest.mockResolvedValue(page([{ id: 'p1', forecast_due_at: null }]));
    await expect(probe()).resolves.toEqual({ wearActions: true });
    apiRequest.mockResolvedValue(page([{ id: 'p1', forecast_due_at: '2026-12-01T00:00:00Z' }]));
    await expect(probe()).resolves.toEqual({ wearActions: true });
  });

  it('assumes the extensions when there is no part to tell (the server accepted the parameters)', async () => {
    apiRequest.mockResolvedValue(page([]));
    await expect(probe()).resolves.toEqual({ wearActions: true });
  });

  it('detects a v1 server that ignores the parameters: parts come without forecast_due_at', async () => {
    apiRequest.mockResolvedValue(page([{ id: 'p1' }]));
    await expect(probe()).resolves.toEqual({ wearActions: false });
  });

  it('detects a v1 server that refuses the parameters with 400', async () => {
    apiRequest.mockRejectedValue(new ApiError({ status: 400, code: 'unknown_parameter', message: 'sort' }));
    await expect(probe()).resolves.toEqual({ wearActions: false });
    apiRequest.mockRejectedValue(new ApiError({ status: 400, code: 'invalid_parameter', message: 'sort' }));
    await expect(probe()).resolves.toEqual({ wearActions: false });
  });

  it('does not mistake other failures for a missing extension', async () => {
    // A 404 on /v1/parts is no answer about the parameters; hiding features on it would mask the real fault.
    const notFound = new ApiError({ status: 404, code: 'not_found', message: 'gone' });
    apiRequest.mockRejectedValue(notFound);
    await expect(probe()).rejects.toBe(notFound);
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'parts:read' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(probe()).rejects.toBe(forbidden);
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const offline = new NetworkError(new Error('down'));
    apiRequest.mockRejectedValue(offline);
    await expect(client.fetchQuery(partsCapabilitiesQueryOptions())).rejects.toBe(offline);
  });

  it('asks once per session: the answer never goes stale', async () => {
    apiRequest.mockResolvedValue(page([{ id: 'p1', forecast_due_at: null }]));
    const client = createQueryClient();
    await client.fetchQuery(partsCapabilitiesQueryOptions());
    await client.fetchQuery(partsCapabilitiesQueryOptions());
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(partsCapabilitiesQueryOptions().queryKey).toEqual(partsCapabilitiesKey);
    expect(client.getQueryData(partsCapabilitiesKey)).toEqual({ wearActions: true });
  });
});
