import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { CATEGORY_LABELS, NOTIFICATION_CATEGORIES, type NotificationCategory } from '#contract/notifications';
import { localDate, zonedInstant } from '#contract/zoned-time';
import type { Db } from '#server/db/client';
import { members } from '#server/db/schema/team';
import { notificationDigestItems } from '#server/db/schema/notifications';
import { sites } from '#server/db/schema/sites';
import { addDays, isoWeekday } from '#server/domain/pickup-windows/calendar-days';
import { MORNING_TIME, morningOf } from './morning-moments';
import { footerFor, queueNotification, queuedAlready, recipientKey, type NotificationLinks } from './notification-delivery';
import { hears, recipientsOf, type MemberRecipient } from './notification-recipients';
import { partsDueThisWeek } from './parts-due-this-week';
import { dailyDigestMail } from './templates/daily-digest-mail';
import type { DailyDigestInput } from './templates/notification-mail-types';
import { upcomingPickups, type UpcomingPickup } from './upcoming-pickups';
import { weekEndOf } from './weekly-parts-due';

type Member = MemberRecipient;

/** What one account's digests share: read once, whichever members need it. */
class AccountReads {
  private pickups?: Promise<UpcomingPickup[]>;
  private due = new Map<string, ReturnType<typeof partsDueThisWeek>>();

  constructor(
    private readonly db: Db,
    private readonly accountId: string,
    private readonly links: NotificationLinks,
    private readonly now: Date,
  ) {}

  /** Open orders whose window starts in the next three days (tomorrow, wherever the member is). */
  upcoming(): Promise<UpcomingPickup[]> {
    this.pickups ??= upcomingPickups(
      this.db,
      this.now,
      new Date(this.now.getTime() + 3 * 86_400_000),
      this.links.portalUrl,
      this.accountId,
    );
    return this.pickups;
  }

  /** The account's parts due in the week from `monday` in `timeZone`, by site. */
  partsDue(monday: string, timeZone: string): ReturnType<typeof partsDueThisWeek> {
    const key = `${monday} ${timeZone}`;
    if (!this.due.has(key)) {
      const read = this.db
        .select({ id: sites.id, name: sites.name, timeZone: sites.timeZone })
        .from(sites)
        .where(and(eq(sites.accountId, this.accountId), eq(sites.status, 'active')))
        .then((rows) => {
          const names = new Map(rows.map((site) => [site.id, { name: site.name, timeZone: site.timeZone }]));
          return partsDueThisWeek(this.db, this.accountId, names, weekEndOf(monday, timeZone), this.links.portalUrl);
        });
      this.due.set(key, read);
    }
    return this.due.get(key)!;
  }
}

function usesDigest(member: Member): boolean {
  return NOTIFICATION_CATEGORIES.some((category) => member.categories[category] === 'digest');
}

/**
 * 08:00 in each member's digest zone: one mail with the order and invoice lines gathered since
 * the last one, tomorrow's pickups (when reminders are set to digest) and, on Mondays, the parts
 * due that week (when parts due is set to digest). Once per (member, date): the lines it carries
 * leave the list in the transaction that queues it. A morning with nothing to say sends nothing.
 */
export async function mailDailyDigests(db: Db, links: NotificationLinks, now: Date, mailNow: Date): Promise<number> {
  const accountIds = (await db.selectDistinct({ accountId: members.accountId }).from(members)).map((row) => row.accountId);
  let queued = 0;
  for (const accountId of accountIds) {
    const due = (await recipientsOf(db, accountId)).filter(
      (recipient): recipient is Member =>
        recipient.kind === 'member' && usesDigest(recipient) && morningOf(now, recipient.digestTimeZone) !== null,
    );
    if (due.length === 0) continue;
    const keyOf = (member: Member) => recipientKey(`digest:${morningOf(now, member.digestTimeZone)}`, member);
    const done = await queuedAlready(db, due.map(keyOf));
    const reads = new AccountReads(db, accountId, links, now);
    for (const member of due) {
      if (!done.has(keyOf(member)) && (await mailDigest(db, accountId, member, reads, links, now, mailNow))) queued += 1;
    }
  }
  return queued;
}

async function mailDigest(
  db: Db,
  accountId: string,
  member: Member,
  reads: AccountReads,
  links: NotificationLinks,
  now: Date,
  mailNow: Date,
): Promise<boolean> {
  const day = morningOf(now, member.digestTimeZone)!;
  const cutoff = zonedInstant(day, MORNING_TIME, member.digestTimeZone);
  const items = await db
    .select()
    .from(notificationDigestItems)
    .where(and(eq(notificationDigestItems.memberId, member.id), lte(notificationDigestItems.occurredAt, cutoff)))
    .orderBy(asc(notificationDigestItems.occurredAt), asc(notificationDigestItems.eventId));
  const sections = (['order_updates', 'invoices'] as NotificationCategory[])
    .map((category) => ({
      label: CATEGORY_LABELS[category],
      lines: items.filter((item) => item.category === category).map((item) => item.line),
    }))
    .filter((section) => section.lines.length > 0);
  const tomorrow = addDays(day, 1);
  const pickupsTomorrow =
    member.categories.pickup_reminders === 'digest'
      ? (await reads.upcoming())
          .filter(
            (pickup) => hears(member, pickup.siteId) && localDate(pickup.startsAt, pickup.reminder.window.timeZone) === tomorrow,
          )
          .map((pickup) => pickup.reminder)
      : [];
  const partsDue =
    member.categories.parts_due === 'digest' && isoWeekday(day) === 1
      ? (await reads.partsDue(day, member.digestTimeZone))
          .filter(({ siteId }) => hears(member, siteId))
          .map(({ section }) => section)
      : [];
  if (sections.length === 0 && pickupsTomorrow.length === 0 && partsDue.length === 0) return false;
  const footer = footerFor(member, 'digest', links);
  const input: DailyDigestInput = { date: day, timeZone: member.digestTimeZone, sections, pickupsTomorrow, partsDue, footer };
  const rendered = await dailyDigestMail(input);
  return db.transaction(async (tx) => {
    const mail = { accountId, kind: 'daily_digest', recipient: member, rendered, footer, key: `digest:${day}` };
    const queued = await queueNotification(tx, mail, mailNow);
    if (queued && items.length > 0) {
      await tx.delete(notificationDigestItems).where(
        and(
          eq(notificationDigestItems.memberId, member.id),
          inArray(
            notificationDigestItems.eventId,
            items.map((item) => item.eventId),
          ),
        ),
      );
    }
    return queued;
  });
}
