import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { createQueryClient, retryDelay, setUnauthenticatedHandler } from './query-client';

const serverError = () => new ApiError({ status: 503, code: 'server_unavailable', message: 'down' });

describe('query client retry policy', () => {
  it('retries reads that failed with a 5xx, then succeeds', async () => {
    const client = createQueryClient();
    const queryFn = vi
      .fn()
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(serverError())
      .mockResolvedValueOnce('rows');
    await expect(client.query({ queryKey: ['a'], queryFn, retryDelay: 0 })).resolves.toBe('rows');
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('retries reads after a network error', async () => {
    const client = createQueryClient();
    const queryFn = vi
      .fn()
      .mockRejectedValueOnce(new NetworkError(new TypeError('x')))
      .mockResolvedValueOnce('rows');
    await expect(client.query({ queryKey: ['b'], queryFn, retryDelay: 0 })).resolves.toBe('rows');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('gives up after three retries', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(serverError());
    await expect(client.query({ queryKey: ['c'], queryFn, retryDelay: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(4);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a %i', async (status) => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new ApiError({ status, code: 'x', message: 'no' }));
    await expect(client.query({ queryKey: ['d', status], queryFn, retryDelay: 0 })).rejects.toMatchObject({ status });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('never retries a write on its own', async () => {
    const client = createQueryClient();
    const mutationFn = vi.fn().mockRejectedValue(serverError());
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(ApiError);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('backs off exponentially with a cap', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
  });
});

describe('401 handling', () => {
  it('sends the user to sign-in when a read or write answers 401', async () => {
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);
    const client = createQueryClient();
    const unauthenticated = new ApiError({ status: 401, code: 'unauthenticated', message: 'Signed out' });
    await expect(client.query({ queryKey: ['e'], queryFn: () => Promise.reject(unauthenticated) })).rejects.toBe(unauthenticated);
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(unauthenticated) });
    await expect(mutation.execute(undefined)).rejects.toBe(unauthenticated);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('leaves a 401 alone where it is an expected answer (sign-in form) and ignores other errors', async () => {
    const handler = vi.fn();
    setUnauthenticatedHandler(handler);
    const client = createQueryClient();
    const unauthenticated = new ApiError({ status: 401, code: 'unauthenticated', message: 'Bad credentials' });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthenticated),
      meta: { allowUnauthenticated: true },
    });
    await expect(mutation.execute(undefined)).rejects.toBe(unauthenticated);
    await expect(
      client.query({ queryKey: ['f'], queryFn: () => Promise.reject(serverError()), retry: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
  });
});
