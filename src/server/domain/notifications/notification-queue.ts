import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { events } from '#server/db/schema/events';
import { notificationDigestItems, notificationQueue } from '#server/db/schema/notifications';
import { sites } from '#server/db/schema/sites';
import { noticeOf, type EventNotice, type NoticeContext, type QueuedEventRow, type SiteFacts } from './event-notices';
import { footerFor, queueNotification, type NotificationLinks } from './notification-delivery';
import { modeFor, recipientsOf, type Recipient } from './notification-recipients';

/** Events made into mail per transaction: a round holds their queue rows (and nothing else) until it commits. */
export const QUEUE_BATCH = 50;

async function contextOf(tx: DbOrTx, accountId: string, links: NotificationLinks, now: Date): Promise<NoticeContext> {
  const [siteRows, [account]] = await Promise.all([
    tx.select({ id: sites.id, name: sites.name, timeZone: sites.timeZone }).from(sites).where(eq(sites.accountId, accountId)),
    tx.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, accountId)),
  ]);
  const siteFacts = new Map<string, SiteFacts>(siteRows.map((site) => [site.id, { name: site.name, timeZone: site.timeZone }]));
  return {
    sites: siteFacts,
    currency: account?.currency ?? 'USD',
    portalUrl: links.portalUrl,
    invoicePdf: (invoiceId) => links.invoicePdf(invoiceId, now),
  };
}

/** Tells one recipient about one event: a mail now, a line for their digest, or nothing. */
async function tell(
  tx: DbOrTx,
  event: QueuedEventRow,
  notice: EventNotice,
  recipient: Recipient,
  links: NotificationLinks,
  now: Date,
): Promise<void> {
  const mode = modeFor(recipient, notice.category, notice.siteId);
  if (mode === 'instant') {
    const footer = footerFor(recipient, notice.category, links);
    const rendered = await notice.render(footer);
    const mail = { accountId: event.accountId, kind: notice.mailKind, recipient, rendered, footer, key: event.id };
    await queueNotification(tx, mail, now);
  } else if (mode === 'digest' && recipient.kind === 'member') {
    await tx
      .insert(notificationDigestItems)
      .values({
        memberId: recipient.id,
        eventId: event.id,
        accountId: event.accountId,
        category: notice.category,
        line: notice.line,
        occurredAt: event.occurredAt,
      })
      .onConflictDoNothing();
  }
}

/**
 * Makes up to `limit` queued events into mail (or digest lines) and takes them off the queue, in one
 * transaction: a crash before it commits leaves them queued for the next round, a commit leaves no
 * way to read them twice. Rows another process holds are skipped (SKIP LOCKED), so two processes
 * share the queue. Oldest first. Returns how many events it took.
 */
export async function drainNotificationQueue(db: Db, links: NotificationLinks, now: Date, limit = QUEUE_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx.execute(sql`
      delete from ${notificationQueue}
      where event_id in (
        select event_id from ${notificationQueue} order by created_at, event_id limit ${limit} for update skip locked
      )
      returning event_id`);
    const ids = (taken as unknown as { rows: { event_id: string }[] }).rows.map((row) => row.event_id);
    if (ids.length === 0) return 0;
    const rows = await tx
      .select({
        id: events.id,
        accountId: events.accountId,
        type: events.type,
        occurredAt: events.occurredAt,
        data: events.data,
        createdAt: events.createdAt,
      })
      .from(events)
      .where(inArray(events.id, ids))
      .orderBy(events.createdAt, events.id);
    const byAccount = new Map<string, typeof rows>();
    for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
    for (const [accountId, accountEvents] of byAccount) {
      const [context, recipients] = await Promise.all([contextOf(tx, accountId, links, now), recipientsOf(tx, accountId)]);
      for (const event of accountEvents) {
        const notice = noticeOf(event, context);
        if (!notice) continue;
        for (const recipient of recipients) await tell(tx, event, notice, recipient, links, now);
      }
    }
    return ids.length;
  });
}
