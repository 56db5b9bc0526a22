import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#app/lib/http/query-client';
import { useSingleFlightMutation } from './use-single-flight-mutation';

afterEach(cleanup);

function setup(mutationFn: (value: string) => Promise<string>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSingleFlightMutation({ mutationFn }), { wrapper });
}

describe('useSingleFlightMutation', () => {
  it('ignores a second mutate sent before the first is rendered as pending (a double click)', async () => {
    let finish: (value: string) => void = () => undefined;
    const mutationFn = vi.fn<(value: string) => Promise<string>>(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = setup(mutationFn);
    act(() => {
      result.current.mutate('first');
      result.current.mutate('second');
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => result.current.mutate('third'));
    finish('done');
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(mutationFn.mock.calls[0]?.[0]).toBe('first');
  });

  it('accepts the next mutate once the first has settled, failed or not', async () => {
    const mutationFn = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue('ok');
    const { result } = setup(mutationFn);
    act(() => result.current.mutate('a'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.mutate('a'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });
});
