import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { partKeys } from './part-query';
import { partsKeys } from './parts-list-query';
import { useRegisterPart } from './register-part-mutation';
import { useRetirePart } from './retire-part-mutation';
import { useUpdatePart } from './update-part-mutation';

/** Every part write refreshes the lists and counts that show the part. */

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

const BEFORE = {
  id: 'prt_1',
  internal_label: 'Old',
  serial_number: 'S1',
  manufacturer: 'M',
  model: 'X',
  status: 'with_customer',
};
const EDITS = { internal_label: 'New', serial_number: 'S1', manufacturer: 'M', model: 'Y' };
const LIST = partsKeys.list({});
/** No part write changes the orders: refetching everything would hide a too-wide invalidation. */
const UNRELATED = ['orders', 'list', {}];

let client: QueryClient;

beforeEach(() => {
  client = createQueryClient();
  client.setQueryData(LIST, { seeded: true });
  client.setQueryData(UNRELATED, { seeded: true });
  client.setQueryData(partKeys.detail(BEFORE.id), BEFORE);
});

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

function render<T>(hook: () => T) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

const listStale = () => client.getQueryState(LIST)?.isInvalidated === true;
const sent = () => apiRequest.mock.lastCall?.[0];

afterEach(() => expect(client.getQueryState(UNRELATED)?.isInvalidated).toBe(false));

describe('part writes refresh what they change', () => {
  it('a registered part shows up: the lists refetch', async () => {
    apiRequest.mockResolvedValue({ data: { ...BEFORE, id: 'prt_2' } });
    const result = render(() => useRegisterPart());
    const values = { part_type: 'blade', internal_label: 'Fresh' } as const;
    await act(() => result.current.submitAsync(values));
    expect(sent()).toMatchObject({ method: 'POST', path: '/v1/parts', body: values, idempotencyKey: expect.any(String) });
    expect(listStale()).toBe(true);
  });

  it('a retired part is cached as retired and the lists refetch before the dialog closes', async () => {
    const retired = { ...BEFORE, status: 'retired' };
    apiRequest.mockResolvedValue({ data: retired });
    const onRetired = vi.fn(() => expect(listStale()).toBe(true));
    const result = render(() => useRetirePart(BEFORE.id, onRetired));
    await act(() => result.current.submitAsync({ id: BEFORE.id }));
    expect(sent()).toMatchObject({ method: 'POST', path: `/v1/parts/${BEFORE.id}/retire`, idempotencyKey: expect.any(String) });
    expect(onRetired).toHaveBeenCalledOnce();
    expect(client.getQueryData(partKeys.detail(BEFORE.id))).toEqual(retired);
  });

  it('an edit shows at once, the server’s answer has the last word, and the lists refetch', async () => {
    let answer: (value: unknown) => void = () => undefined;
    apiRequest.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const result = render(() => useUpdatePart(BEFORE.id));
    act(() => result.current.mutate(EDITS));
    await waitFor(() => expect(client.getQueryData(partKeys.detail(BEFORE.id))).toMatchObject(EDITS));
    expect(sent()).toMatchObject({ method: 'PATCH', path: `/v1/parts/${BEFORE.id}`, body: EDITS });
    const saved = { ...BEFORE, ...EDITS, model: 'Y (normalised)' };
    await act(async () => answer({ data: saved }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(partKeys.detail(BEFORE.id))).toEqual(saved);
    expect(listStale()).toBe(true);
  });

  it('an edit of a part not loaded yet leaves the cache alone until the server answers', async () => {
    client.removeQueries({ queryKey: partKeys.detail(BEFORE.id) });
    apiRequest.mockRejectedValue(new Error('refused'));
    const result = render(() => useUpdatePart(BEFORE.id));
    act(() => result.current.mutate(EDITS));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(partKeys.detail(BEFORE.id))).toBeUndefined();
  });

  it('an edit does not cancel other parts’ requests in flight', async () => {
    const other = partKeys.detail('prt_other');
    let finish: (value: unknown) => void = () => undefined;
    void client.fetchQuery({ queryKey: other, queryFn: () => new Promise((resolve) => (finish = resolve)) });
    apiRequest.mockResolvedValue({ data: { ...BEFORE, ...EDITS } });
    const result = render(() => useUpdatePart(BEFORE.id));
    act(() => result.current.mutate(EDITS));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    finish({ id: 'prt_other' });
    await waitFor(() => expect(client.getQueryData(other)).toEqual({ id: 'prt_other' }));
  });

  it('a refused edit puts the part back as it was', async () => {
    apiRequest.mockRejectedValue(new Error('refused'));
    const result = render(() => useUpdatePart(BEFORE.id));
    act(() => result.current.mutate(EDITS));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(partKeys.detail(BEFORE.id))).toEqual(BEFORE);
    expect(listStale()).toBe(true);
  });
});
