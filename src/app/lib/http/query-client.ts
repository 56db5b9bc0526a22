import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isTransientError } from './api-error';

type UnauthenticatedHandler = () => void;
let onUnauthenticated: UnauthenticatedHandler = () => undefined;

/** The router registers how to send the user to sign-in (it owns the current location). */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

function handleError(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (isApiError(error) && error.status === 401 && !meta?.['allowUnauthenticated']) onUnauthenticated();
}

const MAX_READ_RETRIES = 3;

/** 0.5 s, 1 s, 2 s… capped at 8 s: quick recovery from a blip without hammering a struggling server. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8_000);
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isTransientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => handleError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        // Orders move on their own (ops, drivers, simulator); 30 s keeps navigation instant yet fresh.
        staleTime: 30_000,
        // Ten minutes keeps long lists in memory so back-navigation restores rows and scroll position.
        gcTime: 10 * 60_000,
        // Reads are safe to repeat: retry network failures and 5xx with backoff, never a 4xx answer.
        retry: shouldRetryRead,
        retryDelay,
        // Coming back to the tab after a while should show current order status, within staleTime.
        refetchOnWindowFocus: true,
      },
      mutations: {
        // Writes are never repeated behind the user's back; forms offer a retry with the same Idempotency-Key.
        retry: false,
      },
    },
  });
}
