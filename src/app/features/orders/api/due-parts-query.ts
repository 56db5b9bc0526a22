import { queryOptions } from '@tanstack/react-query';
import { partListResponseSchema, type PartListItem } from '#contract/parts';
import { ORDER_RULES } from '#contract/orders';
import { WEAR_DUE_LEVEL } from '#contract/wear';
import { apiRequest } from '#app/lib/http/http-client';
import { resourceKeys } from '#app/lib/http/resource-keys';

export type DueKind = 'due_now' | 'due_soon';

/** Parts with you worn to the due level, or forecast due within 14 days (soonest first). */
const QUERIES: Record<DueKind, Record<string, string | number>> = {
  due_now: { status: 'with_customer', wear_min: WEAR_DUE_LEVEL, sort: '-wear_level' },
  due_soon: { status: 'with_customer', due_within: 14, sort: 'forecast_due_at' },
};

/** One order's worth at most: an order takes no more parts than that. */
export function duePartsQueryOptions(kind: DueKind, site?: string) {
  return queryOptions({
    queryKey: [...resourceKeys.parts, 'list', 'due', kind, site ?? null] as const,
    queryFn: async ({ signal }): Promise<PartListItem[]> =>
      (
        await apiRequest({
          path: '/v1/parts',
          query: { ...QUERIES[kind], limit: ORDER_RULES.maxParts, site_id: site },
          schema: partListResponseSchema,
          signal,
        })
      ).data,
  });
}

/** Parts matching a search, with you or just delivered (the statuses an order takes). */
export function partSearchQueryOptions(q: string, site?: string) {
  return queryOptions({
    queryKey: [...resourceKeys.parts, 'list', 'orderable-search', q, site ?? null] as const,
    queryFn: async ({ signal }): Promise<PartListItem[]> => {
      const pages = await Promise.all(
        ['with_customer', 'delivered'].map((status) =>
          apiRequest({
            path: '/v1/parts',
            query: { status, q, limit: 50, site_id: site },
            schema: partListResponseSchema,
            signal,
          }),
        ),
      );
      return pages.flatMap((page) => page.data);
    },
  });
}
