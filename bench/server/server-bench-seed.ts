/**
 * One account with `size` parts, orders and invoices, inserted set-based (generate_series) so a
 * million rows take seconds, not the minutes row-by-row inserts would. The counter tables follow
 * through their statement-level triggers, exactly as for any other insert.
 */
import { eq, inArray, like, sql } from 'drizzle-orm';
import { PART_TYPES } from '#contract/parts';
import { TYPICAL_WEAR_PER_DAY, WEAR_DUE_LEVEL } from '#contract/wear';
import type { Db, Tx } from '#server/db/client';
import { accounts, apiKeys, sessions } from '#server/db/schema/accounts';
import { auditEvents } from '#server/db/schema/audit';
import { members } from '#server/db/schema/team';
import { invoiceCounts, invoiceLineItems, invoices } from '#server/db/schema/invoices';
import { orderCounts, orderParts, orders, orderTimeline } from '#server/db/schema/orders';
import { partCounts, partHistory, partMakerCounts, parts, partWearCounts } from '#server/db/schema/parts';
import { idempotencyKeys, rateLimitCounters } from '#server/db/schema/request-limits';
import { sitePartCounts, sites } from '#server/db/schema/sites';

const BATCH = 100_000;
/** One order and one invoice this far apart, back from now. */
export const SEED_SPACING_MS = 37_000;
const spacing = sql.raw(`interval '${SEED_SPACING_MS / 1000} seconds'`);

export const benchAccountId = (size: number) => `acct_bench_${size}`;
/** Every bench account's parts live at this many sites, spread evenly. */
export const BENCH_SITES = 50;
/** One of the account's sites (the seventh added), as `GET /v1/parts?site_id=` asks for it. */
export const benchSiteId = (size: number) => `site_${benchAccountId(size)}_7`;
/** Every bench account's id, as a LIKE pattern (`_` is a wildcard there). */
const BENCH_ACCOUNTS = 'acct\\_bench\\_%';

const textArray = (values: readonly string[]) => sql.raw(`(array[${values.map((v) => `'${v}'`).join(',')}])`);

/**
 * Registered evenly over the last year, newest last. Six in ten have been serviced one to five
 * times (the last one at least 30 days ago) and have a pace of their own; wear has grown since at
 * that pace (or the type's typical one) and the forecast says when it reaches the due level.
 * Three in ten are somewhere in the service loop, as in a busy account. Serial numbers are unique
 * per account (as the service requires of every part in use): the maker's letters and the row's number.
 */
async function insertParts(
  db: Db,
  accountId: string,
  first: number,
  last: number,
  size: number,
  siteIds: readonly string[],
): Promise<void> {
  const account = sql`${accountId}::text`;
  const due = sql.raw(String(WEAR_DUE_LEVEL));
  const typical = `(array[${PART_TYPES.map((t) => TYPICAL_WEAR_PER_DAY[t]).join(',')}])`;
  await db.execute(sql`
    insert into parts (id, account_id, part_type, status, wear_level, sharpening_count, internal_label, serial_number,
                       manufacturer, model, created_at, last_serviced_at, wear_per_day, forecast_due_at, wear_measured_at, site_id)
    select 'part_' || ${account} || '_' || g, ${account}, ${textArray(PART_TYPES)}[1 + t], s, w, n,
           (array['Line 1','Line 2','Prep station','Workshop','Packing','Tailoring'])[1 + g % 6] || ' #' || g,
           upper(left(m, 2)) || '-' || (100000 + g), m,
           split_part(m, ' ', 1) || ' ' || (1 + g % 9) || '00', c, ls, pace,
           case when w >= ${due} then now() else now() + ((${due} - w) / coalesce(pace, ${sql.raw(typical)}[1 + t])) * interval '1 day' end,
           now(), ${textArray(siteIds)}[1 + g % ${sql.raw(String(siteIds.length))}]
    from (
      select g, t, s, n, c, ls, pace, m,
             least(100, floor(extract(epoch from now() - coalesce(ls, c)) / 86400 * coalesce(pace, ${sql.raw(typical)}[1 + t])))::int w
      from (
        select g, t, n, c, pace,
               case when abs(hashtext(g || 'busy')) % 10 < 3
                    then (array['pickup_scheduled','in_transit_to_center','at_service_center','in_transit_back'])[1 + abs(hashtext(g || 's')) % 4]
                    else 'with_customer' end s,
               (array['Kessler','Nordlund','Ardent Edge','Hanamura','Feldt','Corvo','Brandt & Sohn','Ironleaf','Vellen','Marlow','Boreline'])[1 + abs(hashtext(g || 'm')) % 11] m,
               case when n > 0 then c + (now() - interval '30 days' - c) * n / (n + 1) end ls
        from (
          select g, g % 6 t, c,
                 case when c < now() - interval '30 days' and abs(hashtext(g || 'sv')) % 10 < 6 then 1 + abs(hashtext(g || 'n')) % 5 else 0 end n,
                 case when abs(hashtext(g || 'sv')) % 10 < 6 then 0.2 + (abs(hashtext(g || 'p')) % 80) / 100.0 end pace
          from (select g, now() - interval '365 days' + (g::float / ${size}) * interval '365 days' c
                from generate_series(${first}::int, ${last}::int) g) r
        ) q
      ) q2
    ) q3`);
}

/**
 * Newest first from now, SEED_SPACING_MS apart: a million span about fourteen months of days. Each
 * order is at one of the sites in turn, as the parts are, and its invoice at its order's site.
 */
async function insertOrdersAndInvoices(
  db: Db,
  accountId: string,
  first: number,
  last: number,
  siteIds: readonly string[],
): Promise<void> {
  const account = sql`${accountId}::text`;
  const site = sql`${textArray(siteIds)}[1 + g % ${sql.raw(String(siteIds.length))}]`;
  await db.execute(sql`
    insert into orders (id, account_id, order_number, status, part_count, total_cents,
                        pickup_window_start, pickup_window_end, expected_return_date, created_at, site_id)
    select 'ord_' || ${account} || '_' || g, ${account}, 'B-' || g,
           (array['pending','scheduled','picked_up','in_service','out_for_delivery','completed','cancelled'])[1 + g % 7],
           1, 2500, t, t + interval '4 hours', t + interval '7 days', t, ${site}
    from (select g, now() - g * ${spacing} as t from generate_series(${first}::int, ${last}::int) g) s`);
  await db.execute(sql`
    insert into invoices (id, account_id, invoice_number, status, subtotal_cents, tax_cents, total_cents, due_date, created_at, site_id)
    select 'inv_' || ${account} || '_' || g, ${account}, 'INV-B-' || g,
           (array['draft','sent','paid','overdue'])[1 + g % 4], 2500, 250, 2750, (t + interval '30 days')::date, t, ${site}
    from (select g, now() - g * ${spacing} as t from generate_series(${first}::int, ${last}::int) g) s`);
}

/** Seeds a new account: a database that already holds it (an earlier run) is cleared first, see removeBenchAccounts. */
export async function seedAccount(db: Db, size: number): Promise<void> {
  const accountId = benchAccountId(size);
  await db.insert(accounts).values({ id: accountId, name: `Bench ${size}`, plan: 'enterprise' });
  // The account's "Main site" came with it; the rest are copies of it under their own names.
  await db.execute(sql`
    insert into sites (id, account_id, name, address, time_zone, receiving_hours, closed_dates, status, created_at)
    select 'site_' || s.account_id || '_' || k, s.account_id, 'Kitchen ' || k, s.address, s.time_zone, s.receiving_hours,
           s.closed_dates, 'active', s.created_at + k * interval '1 second'
    from sites s cross join generate_series(1, ${BENCH_SITES - 1}) k where s.account_id = ${accountId}`);
  const siteIds = (await db.select({ id: sites.id }).from(sites).where(eq(sites.accountId, accountId))).map((s) => s.id).sort();
  for (let first = 1; first <= size; first += BATCH) {
    const last = Math.min(size, first + BATCH - 1);
    await insertParts(db, accountId, first, last, size, siteIds);
    await insertOrdersAndInvoices(db, accountId, first, last, siteIds);
  }
}

/**
 * Removes every bench account and everything in it, children before parents (the foreign keys
 * cascade nothing), in one transaction; the counter triggers bring the counters to zero and those
 * rows go last. Run before seeding, so any number of runs (or one that stopped half-way) leave the
 * next one the same data set, and after measuring, so a shared database is left as it was found:
 * the order writes hold seats in a real pickup window. Answers how many accounts it removed.
 */
/**
 * The bench writes no audit entries itself (its keys are inserted without an actor), but an account
 * someone signed in to has some, and the database refuses to delete young ones. For the bench's own
 * accounts only, the refusing trigger is switched off inside this transaction (the bench connects as
 * the table's owner) and on again before it commits, so no other connection ever sees it off.
 */
async function removeAuditEntries(tx: Tx, ids: string[]): Promise<void> {
  const [held] = await tx.select({ id: auditEvents.id }).from(auditEvents).where(inArray(auditEvents.accountId, ids)).limit(1);
  if (!held) return;
  await tx.execute(sql`alter table audit_events disable trigger audit_events_refuse_change`);
  await tx.delete(auditEvents).where(inArray(auditEvents.accountId, ids));
  await tx.execute(sql`alter table audit_events enable trigger audit_events_refuse_change`);
}

export async function removeBenchAccounts(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: accounts.id }).from(accounts).where(like(accounts.id, BENCH_ACCOUNTS))).map((a) => a.id);
    if (ids.length === 0) return 0;
    const theirOrders = tx.select({ id: orders.id }).from(orders).where(inArray(orders.accountId, ids));
    const theirInvoices = tx.select({ id: invoices.id }).from(invoices).where(inArray(invoices.accountId, ids));
    await tx.delete(invoiceLineItems).where(inArray(invoiceLineItems.invoiceId, theirInvoices));
    await tx.delete(invoices).where(inArray(invoices.accountId, ids));
    await tx.delete(orderTimeline).where(inArray(orderTimeline.orderId, theirOrders));
    await tx.delete(orderParts).where(inArray(orderParts.orderId, theirOrders));
    await tx.delete(orders).where(inArray(orders.accountId, ids));
    await tx.delete(partHistory).where(inArray(partHistory.accountId, ids));
    await tx.delete(parts).where(inArray(parts.accountId, ids));
    for (const table of [
      partCounts,
      partWearCounts,
      partMakerCounts,
      sitePartCounts,
      orderCounts,
      invoiceCounts,
      apiKeys,
      sessions,
      members,
    ])
      await tx.delete(table).where(inArray(table.accountId, ids));
    await tx.delete(sites).where(inArray(sites.accountId, ids));
    await removeAuditEntries(tx, ids);
    await tx.delete(idempotencyKeys).where(inArray(idempotencyKeys.accountId, ids));
    await tx.delete(rateLimitCounters).where(inArray(rateLimitCounters.accountId, ids));
    await tx.delete(accounts).where(inArray(accounts.id, ids));
    return ids.length;
  });
}
