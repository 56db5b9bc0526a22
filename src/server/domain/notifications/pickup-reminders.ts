import { localDate, zonedInstant } from '#contract/zoned-time';
import type { Db } from '#server/db/client';
import { addDays } from '#server/domain/pickup-windows/calendar-days';
import { footerFor, queueNotification, queuedAlready, recipientKey, type NotificationLinks } from './notification-delivery';
import { modeFor, recipientsOf, type Recipient } from './notification-recipients';
import { pickupReminderMail } from './templates/pickup-reminder-mail';
import { upcomingPickups, type UpcomingPickup } from './upcoming-pickups';

/** The evening before, at the site: 18:00 on the day before the window's day, in the site's zone. */
export const REMINDER_TIME = '18:00';

/** When a pickup's reminder is due: 18:00 site time the day before the window starts there. */
export function reminderMoment(startsAt: Date, timeZone: string): Date {
  return zonedInstant(addDays(localDate(startsAt, timeZone), -1), REMINDER_TIME, timeZone);
}

/**
 * Queues the reminder of every open order whose reminder moment has come and whose window has not
 * started, for each member who takes pickup reminders at once and hears about its site. Once per
 * (order, window start, member): a later round, here or in another process, queues nothing again;
 * a rescheduled window is a new reminder. `now` is the sandbox clock; `mailNow` the outbox's.
 */
export async function remindPickups(db: Db, links: NotificationLinks, now: Date, mailNow: Date): Promise<number> {
  // A window starting within two days is the most a reminder at 18:00 the day before can be ahead of it.
  const pickups = (await upcomingPickups(db, now, new Date(now.getTime() + 2 * 86_400_000), links.portalUrl)).filter(
    (pickup) => reminderMoment(pickup.startsAt, pickup.reminder.window.timeZone) <= now,
  );
  const recipients = new Map<string, Recipient[]>();
  const owed: { pickup: UpcomingPickup; recipient: Recipient; key: string }[] = [];
  for (const pickup of pickups) {
    if (!recipients.has(pickup.accountId)) recipients.set(pickup.accountId, await recipientsOf(db, pickup.accountId));
    const key = `reminder:${pickup.orderId}:${pickup.startsAt.toISOString()}`;
    for (const recipient of recipients.get(pickup.accountId)!) {
      if (modeFor(recipient, 'pickup_reminders', pickup.siteId) === 'instant') owed.push({ pickup, recipient, key });
    }
  }
  const done = await queuedAlready(
    db,
    owed.map(({ key, recipient }) => recipientKey(key, recipient)),
  );
  let queued = 0;
  for (const { pickup, recipient, key } of owed) {
    if (done.has(recipientKey(key, recipient))) continue;
    const footer = footerFor(recipient, 'pickup_reminders', links);
    const rendered = await pickupReminderMail({ ...pickup.reminder, footer });
    const mail = { accountId: pickup.accountId, kind: 'pickup_reminder', recipient, rendered, footer, key };
    if (await queueNotification(db, mail, mailNow)) queued += 1;
  }
  return queued;
}
