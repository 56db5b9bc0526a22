import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { twoFactorStatusResponseSchema, type TwoFactorStatus } from '#contract/sign-in-security';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';

export const twoFactorKey = ['two-factor'] as const;

/** The person's second factor; null from a server without two-factor (404), whose screen hides it. */
export async function fetchTwoFactor(signal?: AbortSignal): Promise<TwoFactorStatus | null> {
  try {
    const { data } = await apiRequest({ path: '/portal/two-factor', schema: twoFactorStatusResponseSchema, signal });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const twoFactorQueryOptions = queryOptions({ queryKey: twoFactorKey, queryFn: ({ signal }) => fetchTwoFactor(signal) });

export function useTwoFactor(): TwoFactorStatus | null {
  return useSuspenseQuery(twoFactorQueryOptions).data;
}
