import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { memberListResponseSchema, type Member } from '#contract/members';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export const membersKeys = {
  all: resourceKeys.members,
  list: () => [...resourceKeys.members, 'list'] as const,
};

export async function fetchMembers(signal?: AbortSignal): Promise<Member[]> {
  const { data } = await apiRequest({ path: '/portal/members', schema: memberListResponseSchema, signal });
  return data;
}

export const membersQueryOptions = queryOptions({
  queryKey: membersKeys.list(),
  queryFn: ({ signal }) => fetchMembers(signal),
});

export function useMembers(): Member[] {
  return useSuspenseQuery(membersQueryOptions).data;
}
