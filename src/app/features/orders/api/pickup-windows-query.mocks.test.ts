import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickupWindowListResponseSchema } from '#contract/pickup-windows';
import { ApiError, NetworkError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import {
  PICKUP_RANGE_DAYS,
  addDays,
  meansUnsupported,
  pickupWindowsKeys,
  pickupWindowsQueryOptions,
  usePickupAvailability,
} from './pickup-windows-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });

describe('pickup windows capability', () => {
  it('reads 404 and 400 on the endpoint as a server without pickup windows', () => {
    expect(meansUnsupported(apiError(404, 'not_found'))).toBe(true);
    expect(meansUnsupported(apiError(400, 'invalid_parameter'))).toBe(true);
  });

  it('treats failures that say nothing about support as errors to show and retry', () => {
    expect(meansUnsupported(apiError(500, 'internal_error'))).toBe(false);
    expect(meansUnsupported(apiError(403, 'insufficient_scope'))).toBe(false);
    expect(meansUnsupported(new NetworkError(new Error('down')))).toBe(false);
  });

  it('pages calendar days without zone shifts', () => {
    expect(addDays('2026-11-24', 14)).toBe('2026-12-08');
    expect(addDays('2026-12-25', 13)).toBe('2027-01-07');
    expect(addDays('2026-03-01', 7)).toBe('2026-03-08');
  });
});

describe('pickupWindowsQueryOptions', () => {
  const list = { data: [{ start: '2026-11-24T08:00:00Z', end: '2026-11-24T10:00:00Z', available: true }], mode: 'required' };
  const fetchWindows = (from?: string) => createQueryClient().fetchQuery(pickupWindowsQueryOptions(from));

  it("asks for the server's default range when no day is given", async () => {
    apiRequest.mockResolvedValue(list);
    await expect(fetchWindows()).resolves.toEqual({ supported: true, list });
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/pickup-windows');
    expect(request.query).toEqual({ from: undefined, to: undefined, site_id: undefined });
    expect(request.schema).toBe(pickupWindowListResponseSchema);
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it('asks for one range of days from the given day, both ends inclusive', async () => {
    apiRequest.mockResolvedValue(list);
    await fetchWindows('2026-12-25');
    expect(PICKUP_RANGE_DAYS).toBe(14);
    expect(apiRequest.mock.calls[0]![0].query).toEqual({ from: '2026-12-25', to: '2027-01-07', site_id: undefined });
  });

  it('answers "not supported" from a server without the extension, and passes other failures on', async () => {
    apiRequest.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'No route.' }));
    await expect(fetchWindows()).resolves.toEqual({ supported: false });
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'orders:write' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(fetchWindows()).rejects.toBe(forbidden);
  });

  it('keys each range under pickup windows, the default range apart from any day', () => {
    const key = pickupWindowsQueryOptions('2026-12-01').queryKey;
    expect(key).toEqual(pickupWindowsKeys.range('2026-12-01', undefined));
    expect(key.slice(0, resourceKeys.pickupWindows.length)).toEqual([...resourceKeys.pickupWindows]);
    expect(key).toContainEqual({ from: '2026-12-01', site: null });
    expect(pickupWindowsQueryOptions().queryKey).toContainEqual({ from: null, site: null });
    expect(key).not.toEqual(pickupWindowsQueryOptions('2026-12-02').queryKey);
    // Each site's windows apart: a kitchen's hours decide which are available.
    expect(pickupWindowsQueryOptions('2026-12-01', 'site_a').queryKey).toContainEqual({ from: '2026-12-01', site: 'site_a' });
    expect(key).not.toEqual(pickupWindowsQueryOptions('2026-12-01', 'site_a').queryKey);
  });

  it('asks for the windows a site can take when given one', async () => {
    apiRequest.mockResolvedValue(list);
    await createQueryClient().fetchQuery(pickupWindowsQueryOptions(undefined, 'site_a'));
    expect(apiRequest.mock.calls[0]![0].query).toEqual({ from: undefined, to: undefined, site_id: 'site_a' });
  });

  it('keeps the seats it shows fresh while the form is open', () => {
    const options = pickupWindowsQueryOptions();
    expect(options.staleTime).toBe(15_000);
    expect(options.refetchInterval).toBe(60_000);
  });
});

describe('usePickupAvailability', () => {
  it("asks for the server's default range and says whether windows are offered", async () => {
    apiRequest.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'No route.' }));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => usePickupAvailability(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ supported: false }));
    expect(apiRequest.mock.calls[0]![0].query).toEqual({ from: undefined, to: undefined, site_id: undefined });
  });
});
