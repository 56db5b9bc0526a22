import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import { createQueryClient } from '#app/lib/http/query-client';
import { useSubmission } from './use-submission';

afterEach(cleanup);

function setup(send: (values: { name: string }, key: string) => Promise<string>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSubmission({ send }), { wrapper });
}

const serverError = new ApiError({ status: 500, code: 'internal_error', message: 'boom' });

describe('useSubmission', () => {
  it('reuses the Idempotency-Key on retries of one submission, and makes a new one for the next', async () => {
    const send = vi.fn<(values: { name: string }, key: string) => Promise<string>>();
    send.mockRejectedValueOnce(serverError).mockRejectedValueOnce(serverError).mockResolvedValue('created');
    const { result } = setup(send);

    act(() => result.current.submit({ name: 'Blade 1' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.retry());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.isError).toBe(true));
    // Submitting the same form again after a failure is a retry too.
    act(() => result.current.submit({ name: 'Blade 1' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    const keys = send.mock.calls.map(([, key]) => key);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(send).toHaveBeenCalledTimes(3);

    act(() => result.current.submit({ name: 'Blade 1' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(4));
    expect(send.mock.calls[3]![1]).not.toBe(keys[0]);
  });

  it('does not retry a failed write by itself', async () => {
    const send = vi.fn().mockRejectedValue(serverError);
    const { result } = setup(send);
    act(() => result.current.submit({ name: 'x' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('starts a new submission when the values change after a failure', async () => {
    const send = vi.fn().mockRejectedValueOnce(serverError).mockResolvedValue('ok');
    const { result } = setup(send);
    act(() => result.current.submit({ name: 'first' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => result.current.submit({ name: 'edited' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(send.mock.calls[0]![1]).not.toBe(send.mock.calls[1]![1]);
  });

  it('tells the caller the Idempotency-Key the server will see', async () => {
    const send = vi.fn().mockResolvedValue('ok');
    const { result } = setup(send);
    expect(result.current.idempotencyKey).toBeNull();
    act(() => result.current.submit({ name: 'x' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.idempotencyKey).toBe(send.mock.calls[0]![1]);
  });

  it('has nothing to retry before the first submission', async () => {
    const send = vi.fn().mockResolvedValue('ok');
    const { result } = setup(send);
    act(() => result.current.retry());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.isIdle).toBe(true);
  });
});
