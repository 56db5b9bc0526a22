import { and, eq, inArray } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { DEFAULT_RECEIVING_HOURS, type Site, type siteCreateSchema, type siteUpdateSchema } from '#contract/sites';
import type { Db } from '#server/db/client';
import { orderParts, orders } from '#server/db/schema/orders';
import { parts } from '#server/db/schema/parts';
import { sites, type SiteAddress } from '#server/db/schema/sites';
import { ApiError, validationFailed } from '#server/api-error';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { newId } from '#server/domain/ids';
import { lockAccount } from '#server/domain/lock-account';
import type { Maker } from '#server/domain/made-by';
import { recordAuditBy, type AuditSource } from '#server/domain/audit/record-audit';
import { moveParts } from '#server/domain/parts/move-parts';
import { isSiteNameConflict, nameTaken, siteNameProblems } from './site-checks';
import { recordSiteEvent, siteChanges } from './site-events';
import { lockOwnSite, shareActiveSite, withPartCounts } from './site-queries';

export type SiteInput = z.output<typeof siteCreateSchema>;
export type SiteUpdateInput = z.output<typeof siteUpdateSchema>;

const addressOf = (address: SiteInput['address']): SiteAddress => ({
  line1: address.line1,
  line2: address.line2 ?? '',
  city: address.city,
  region: address.region ?? '',
  postal_code: address.postal_code ?? '',
  country: address.country,
});

/**
 * Runs a write that sets a site's name under the account's lock, so of concurrent writes of one
 * name the first wins and the rest hear 422 duplicate; should the unique index refuse one anyway,
 * that is the same answer, never a 500.
 */
async function refusingTakenName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isSiteNameConflict(error)) throw validationFailed([nameTaken(name)]);
    throw error;
  }
}

async function siteOf(
  tx: Parameters<typeof withPartCounts>[0],
  accountId: string,
  row: typeof sites.$inferSelect,
): Promise<Site> {
  const [site] = await withPartCounts(tx, accountId, [row]);
  return site!;
}

export async function createSite(
  db: Db,
  accountId: string,
  input: SiteInput,
  now: Date,
  maker?: Maker,
  audit?: AuditSource,
): Promise<Site> {
  return refusingTakenName(input.name, () =>
    inEventTransaction(
      db,
      now,
      async (tx) => {
        await lockAccount(tx, accountId);
        const taken = await siteNameProblems(tx, accountId, input.name);
        if (taken.length > 0) throw validationFailed(taken);
        const [row] = await tx
          .insert(sites)
          .values({
            id: newId('site'),
            accountId,
            name: input.name,
            address: addressOf(input.address),
            timeZone: input.time_zone,
            receivingHours: input.receiving_hours ?? DEFAULT_RECEIVING_HOURS,
            closedDates: input.closed_dates ?? [],
            contactName: input.contact?.name ?? '',
            contactPhone: input.contact?.phone ?? '',
            accessNotes: input.access_notes ?? '',
            status: 'active',
            createdAt: now,
          })
          .returning();
        const site = await siteOf(tx, accountId, row!);
        recordSiteEvent(tx, accountId, 'site.created', site, now);
        await recordAuditBy(tx, audit, {
          accountId,
          action: 'site.created',
          target: { type: 'site', id: site.id, name: site.name },
          changes: { before: null, after: { name: site.name, address: site.address, time_zone: site.time_zone } },
          occurredAt: now,
        });
        return site;
      },
      maker,
    ),
  );
}

/** Changes the fields sent (each replaced whole); null when the account has no such site. No change, no event. */
export async function updateSite(
  db: Db,
  accountId: string,
  id: string,
  input: SiteUpdateInput,
  now: Date,
  maker?: Maker,
): Promise<Site | null> {
  return refusingTakenName(input.name, () =>
    inEventTransaction(
      db,
      now,
      async (tx) => {
        if (input.name !== undefined) await lockAccount(tx, accountId);
        const current = await lockOwnSite(tx, accountId, id);
        if (!current) return null;
        const taken = await siteNameProblems(tx, accountId, input.name, id);
        if (taken.length > 0) throw validationFailed(taken);
        const before = await siteOf(tx, accountId, current);
        const set = {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.address !== undefined && { address: addressOf(input.address) }),
          ...(input.time_zone !== undefined && { timeZone: input.time_zone }),
          ...(input.receiving_hours !== undefined && { receivingHours: input.receiving_hours }),
          ...(input.closed_dates !== undefined && { closedDates: input.closed_dates }),
          ...(input.contact !== undefined && {
            contactName: input.contact.name ?? '',
            contactPhone: input.contact.phone ?? '',
          }),
          ...(input.access_notes !== undefined && { accessNotes: input.access_notes }),
        };
        // A PATCH of no fields changes nothing: the site as it is, no event.
        if (Object.keys(set).length === 0) return before;
        const [row] = await tx.update(sites).set(set).where(eq(sites.id, id)).returning();
        const after = await siteOf(tx, accountId, row!);
        const previous = siteChanges(before, after);
        if (previous) recordSiteEvent(tx, accountId, 'site.updated', after, now, previous);
        return after;
      },
      maker,
    ),
  );
}

const moveTargetProblem = (message: string) => validationFailed([{ field: 'move_parts_to', code: 'invalid_value', message }]);

/**
 * Archives a site after moving every part of it (retired ones included) to `moveTo`, all in one
 * transaction: each part gets a "moved" history entry and a part.moved event, as a PATCH move does.
 * Refused with 409 site_has_open_orders, naming each, while a part of the site is in an open order.
 * An archived site answers as it is. Null when the account has no such site.
 */
export async function archiveSite(
  db: Db,
  accountId: string,
  id: string,
  moveTo: string,
  now: Date,
  maker?: Maker,
  audit?: AuditSource,
): Promise<Site | null> {
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      // Locks in one order everywhere: sites (in id order), then parts, then the account's rows.
      // The site archived FOR UPDATE, the destination FOR SHARE (a PATCH moving a part there
      // shares it too); a move takes its destination before its part, a registration its sites
      // before inserting, and an order its parts before the account: none waits in a cycle.
      if (moveTo === id) {
        const same = await lockOwnSite(tx, accountId, id);
        if (!same) return null;
        if (same.status === 'archived') return siteOf(tx, accountId, same);
        throw moveTargetProblem('move_parts_to must be another site than the one archived.');
      }
      let current: Awaited<ReturnType<typeof lockOwnSite>>;
      let target: { id: string } | undefined;
      if (id < moveTo) {
        current = await lockOwnSite(tx, accountId, id);
        target = await shareActiveSite(tx, accountId, moveTo);
      } else {
        target = await shareActiveSite(tx, accountId, moveTo);
        current = await lockOwnSite(tx, accountId, id);
      }
      if (!current) return null;
      if (current.status === 'archived') return siteOf(tx, accountId, current);
      if (!target) {
        throw moveTargetProblem('move_parts_to must be an active site of the account, other than the one archived.');
      }
      const moving = await tx
        .select({ id: parts.id })
        .from(parts)
        .where(and(eq(parts.accountId, accountId), eq(parts.siteId, id)))
        .orderBy(parts.id)
        .for('update');
      const partIds = moving.map((part) => part.id);
      const open =
        partIds.length === 0
          ? []
          : await tx
              .selectDistinct({ id: orders.id, orderNumber: orders.orderNumber })
              .from(orderParts)
              .innerJoin(orders, eq(orders.id, orderParts.orderId))
              .where(and(inArray(orderParts.partId, partIds), eq(orderParts.open, true)))
              .orderBy(orders.orderNumber);
      if (open.length > 0) {
        const numbers = open.map((order) => order.orderNumber).join(', ');
        throw new ApiError(
          'site_has_open_orders',
          `Parts of the site are in open orders (${numbers}); archive it once they are completed or cancelled.`,
          open.map((order) => ({
            field: 'id',
            code: 'in_open_order',
            message: `Order ${order.orderNumber} is open with parts of this site.`,
            order: { id: order.id, order_number: order.orderNumber },
          })),
        );
      }
      await moveParts(tx, accountId, partIds, target.id, now, maker);
      const [row] = await tx.update(sites).set({ status: 'archived' }).where(eq(sites.id, id)).returning();
      const site = await siteOf(tx, accountId, row!);
      recordSiteEvent(tx, accountId, 'site.archived', site, now, { status: current.status });
      await recordAuditBy(tx, audit, {
        accountId,
        action: 'site.archived',
        target: { type: 'site', id: site.id, name: site.name },
        changes: { before: { status: current.status }, after: { status: site.status, parts_moved_to: target.id } },
        occurredAt: now,
      });
      return site;
    },
    maker,
  );
}
