import { and, asc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { ORDER_RULES } from '#contract/order-vocabulary';
import { WEAR_DUE_LEVEL } from '#contract/wear';
import type { DbOrTx } from '#server/db/client';
import { orderParts } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import type { PartsDueSite } from './templates/notification-mail-types';

/** Lines a site's section lists; the link still takes up to an order's worth. */
export const DUE_LINES_PER_SITE = 20;

function dayWords(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone }).format(at);
}

/**
 * The parts of these sites due for service by `weekEnd` (their wear forecast reaches the due level by
 * then, or already has), at the customer and in no open order: the account's forecast index walked
 * up to `weekEnd`, one query for every site. Each site's section lists the first ones due and links
 * to the new-order form with up to an order's worth chosen. Sites with nothing due are left out.
 */
export async function partsDueThisWeek(
  db: DbOrTx,
  accountId: string,
  siteNames: ReadonlyMap<string, { name: string; timeZone: string }>,
  weekEnd: Date,
  portalUrl: string,
): Promise<{ siteId: string; section: PartsDueSite }[]> {
  const siteIds = [...siteNames.keys()];
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({
      id: parts.id,
      siteId: parts.siteId,
      label: parts.internalLabel,
      serial: parts.serialNumber,
      partType: parts.partType,
      wearLevel: parts.wearLevel,
      dueAt: parts.forecastDueAt,
    })
    .from(parts)
    .where(
      and(
        eq(parts.accountId, accountId),
        isNotNull(parts.forecastDueAt),
        lte(parts.forecastDueAt, weekEnd),
        eq(parts.status, 'with_customer'),
        inArray(parts.siteId, siteIds),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orderParts)
            .where(and(eq(orderParts.partId, parts.id), eq(orderParts.open, true))),
        ),
      ),
    )
    .orderBy(asc(parts.forecastDueAt), asc(parts.id));
  const bySite = new Map<string, typeof rows>();
  for (const row of rows) bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), row]);
  return [...bySite].map(([siteId, due]) => {
    const site = siteNames.get(siteId)!;
    const chosen = due.slice(0, ORDER_RULES.maxParts).map((row) => row.id);
    const section: PartsDueSite = {
      siteName: site.name,
      // The form reads a comma-separated list (new-order-search.ts); ids never hold a comma.
      newOrderUrl: `${portalUrl}/orders/new?${new URLSearchParams({ site: siteId, part_ids: chosen.join(',') }).toString()}`,
      parts: due.slice(0, DUE_LINES_PER_SITE).map((row) => ({
        label: row.label || row.serial || 'Unlabelled part',
        partType: row.partType,
        reason: row.wearLevel >= WEAR_DUE_LEVEL ? `wear ${row.wearLevel}%` : `due by ${dayWords(row.dueAt!, site.timeZone)}`,
      })),
      moreCount: Math.max(0, due.length - DUE_LINES_PER_SITE),
    };
    return { siteId, section };
  });
}
