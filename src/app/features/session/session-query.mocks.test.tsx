import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionResponseSchema } from '#contract/portal';
import { ApiError } from '#app/lib/http/api-error';
import { getCsrfToken, setCsrfToken } from '#app/lib/http/csrf-token';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { fetchSession, sessionKey, sessionQueryOptions, useSession } from './session-query';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

const session = {
  user: { id: 'usr_1', email: 'ada@example.com', name: 'Ada' },
  account: { id: 'acc_1', name: 'Acme', plan: 'pro', currency: 'EUR' },
  csrf_token: 'csrf-123',
  sandbox: true,
};

beforeEach(() => setCsrfToken(null));
afterEach(() => {
  cleanup();
  apiRequest.mockReset();
  vi.restoreAllMocks();
});

describe('fetchSession', () => {
  it('reads the portal session and keeps its CSRF token for writes', async () => {
    apiRequest.mockResolvedValue({ data: session });
    const signal = new AbortController().signal;
    await expect(fetchSession(signal)).resolves.toEqual(session);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/portal/session');
    expect(request.schema).toBe(sessionResponseSchema);
    expect(request.signal).toBe(signal);
    expect(getCsrfToken()).toBe('csrf-123');
  });

  it('answers null when signed out, and forgets the old CSRF token', async () => {
    setCsrfToken('stale');
    apiRequest.mockRejectedValue(new ApiError({ status: 401, code: 'unauthenticated', message: 'Sign in.' }));
    await expect(fetchSession()).resolves.toBeNull();
    expect(getCsrfToken()).toBeNull();
  });

  it('passes other failures on and keeps the token', async () => {
    setCsrfToken('kept');
    const forbidden = new ApiError({ status: 403, code: 'forbidden', message: 'No.' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(fetchSession()).rejects.toBe(forbidden);
    apiRequest.mockRejectedValue(new TypeError('offline'));
    await expect(fetchSession()).rejects.toThrow('offline');
    expect(getCsrfToken()).toBe('kept');
  });
});

describe('sessionQueryOptions', () => {
  it('caches the session under the session key and does not refetch it while fresh', async () => {
    apiRequest.mockResolvedValue({ data: session });
    const client = createQueryClient();
    await client.fetchQuery(sessionQueryOptions);
    await client.fetchQuery(sessionQueryOptions);
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(sessionQueryOptions.queryKey).toEqual(sessionKey);
    expect(client.getQueryData(sessionKey)).toEqual(session);
  });

  it('stays fresh for minutes, not the default 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      apiRequest.mockResolvedValue({ data: session });
      const client = createQueryClient();
      await client.fetchQuery(sessionQueryOptions);
      vi.setSystemTime(Date.now() + 4 * 60_000);
      await client.fetchQuery(sessionQueryOptions);
      expect(apiRequest).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await client.fetchQuery(sessionQueryOptions);
      expect(apiRequest).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

class Boundary extends Component<{ children: ReactNode; onError: (error: unknown) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function renderUseSession(onError: (error: unknown) => void = () => undefined) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Boundary onError={onError}>
        <Suspense fallback={null}>{children}</Suspense>
      </Boundary>
    </QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

describe('useSession', () => {
  it('returns the signed-in session', async () => {
    apiRequest.mockResolvedValue({ data: session });
    const { result } = renderUseSession();
    await waitFor(() => expect(result.current).toEqual(session));
  });

  it('throws a 401 ApiError when there is no session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    apiRequest.mockRejectedValue(new ApiError({ status: 401, code: 'unauthenticated', message: 'Sign in.' }));
    const onError = vi.fn();
    renderUseSession(onError);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    const error = onError.mock.calls[0]![0] as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toMatch(/signed out/i);
  });
});
