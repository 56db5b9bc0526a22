import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Session } from '#contract/session';
import { billingContactListResponseSchema, type BillingContact } from '#contract/notifications';
import { isApiError } from '#app/lib/http/api-error';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const billingContactsKeys = {
  all: resourceKeys.billingContacts,
  list: () => [...resourceKeys.billingContacts, 'list'] as const,
};

/**
 * The account's billing contacts (at most 20: one answer), or null from a server without them.
 * Owners and admins only: the screen asks for no one else.
 */
export async function fetchBillingContacts(signal?: AbortSignal): Promise<BillingContact[] | null> {
  try {
    const { data } = await apiRequest({ path: '/portal/billing-contacts', schema: billingContactListResponseSchema, signal });
    return data;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) return null;
    throw error;
  }
}

export const billingContactsQueryOptions = queryOptions({
  queryKey: billingContactsKeys.list(),
  queryFn: ({ signal }) => fetchBillingContacts(signal),
});

export function useBillingContacts(): BillingContact[] | null {
  return useSuspenseQuery(billingContactsQueryOptions).data;
}

/** Owners and admins keep the account's billing contacts (the account-wide roles; spelled out so this screen loads no team code). */
export function canManageBillingContacts(session: Session | null | undefined): boolean {
  const role = session?.member?.role;
  return role === 'owner' || role === 'admin';
}
