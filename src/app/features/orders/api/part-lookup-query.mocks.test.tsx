import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partResponseSchema } from '#contract/parts';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { usePartLookups } from './part-lookup-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

function setup(ids: readonly string[]) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => usePartLookups(ids), { wrapper }) };
}

const missing = () => new ApiError({ status: 404, code: 'not_found', message: 'No such part.' });

describe('usePartLookups', () => {
  it('reads each part by its escaped id', async () => {
    apiRequest.mockImplementation(async ({ path }) => ({ data: { id: decodeURIComponent(path.split('/').pop()!) } }));
    const { result } = setup(['p1', 'p/2']);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(apiRequest.mock.calls.map(([request]) => request.path)).toEqual(['/v1/parts/p1', '/v1/parts/p%2F2']);
    for (const [request] of apiRequest.mock.calls) {
      expect(request.schema).toBe(partResponseSchema);
      expect(request.signal).toBeInstanceOf(AbortSignal);
    }
    expect([...result.current.found.keys()]).toEqual(['p1', 'p/2']);
    expect(result.current.found.get('p/2')).toEqual({ id: 'p/2' });
    expect(result.current.failed.size).toBe(0);
  });

  it('reports the ids that could not be read, keeping the ones that could', async () => {
    apiRequest.mockImplementation(async ({ path }) => {
      if (path.endsWith('/gone')) throw missing();
      return { data: { id: 'p1', name: 'Drill' } };
    });
    const { result } = setup(['p1', 'gone']);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.found.get('p1')).toEqual({ id: 'p1', name: 'Drill' });
    expect(result.current.found.has('gone')).toBe(false);
    expect([...result.current.failed]).toEqual(['gone']);
  });

  it('is loading while any lookup is pending', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    apiRequest.mockImplementation(async ({ path }) => {
      if (path.endsWith('/slow')) await slow;
      return { data: { id: path.split('/').pop() } };
    });
    const { result } = setup(['fast', 'slow']);
    await waitFor(() => expect(result.current.found.has('fast')).toBe(true));
    expect(result.current.isLoading).toBe(true);
    expect(result.current.found.has('slow')).toBe(false);
    expect(result.current.failed.has('slow')).toBe(false);
    release();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.found.has('slow')).toBe(true);
  });

  it('asks nothing and is not loading without ids', () => {
    const { result } = setup([]);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.found.size).toBe(0);
    expect(result.current.failed.size).toBe(0);
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('caches each part under parts, so part writes refresh the chips', async () => {
    apiRequest.mockResolvedValue({ data: { id: 'p1' } });
    const { client, result } = setup(['p1']);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const cached = client.getQueryCache().findAll({ queryKey: resourceKeys.parts });
    expect(cached).toHaveLength(1);
    expect(cached[0]?.queryKey).toContain('p1');
    expect(cached[0]?.state.data).toEqual({ id: 'p1' });
  });
});
