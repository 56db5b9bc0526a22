import { eq } from 'drizzle-orm';
import { zonedInstant } from '#contract/zoned-time';
import type { Db } from '#server/db/client';
import { sites } from '#server/db/schema/sites';
import { addDays, isoWeekday } from '#server/domain/pickup-windows/calendar-days';
import { morningOf } from './morning-moments';
import { footerFor, queueNotification, queuedAlready, recipientKey, type NotificationLinks } from './notification-delivery';
import { hears, recipientsOf } from './notification-recipients';
import { partsDueThisWeek } from './parts-due-this-week';
import { partsDueMail } from './templates/parts-due-mail';

interface SiteRow {
  id: string;
  accountId: string;
  name: string;
  timeZone: string;
}

/** The week a Monday morning's mail is about: from that Monday to the next, in the zone. */
export function weekEndOf(monday: string, timeZone: string): Date {
  return zonedInstant(addDays(monday, 7), '00:00', timeZone);
}

/**
 * Monday 08:00 at the site: each member who takes parts due at once gets one mail per time zone of
 * the sites they hear about, grouped by site, with what is due there by the next Monday. Once per
 * (member, zone, Monday); nothing due means no mail. The due parts are read once per account and
 * zone, however many members share them.
 */
export async function mailWeeklyPartsDue(db: Db, links: NotificationLinks, now: Date, mailNow: Date): Promise<number> {
  const active = await db
    .select({ id: sites.id, accountId: sites.accountId, name: sites.name, timeZone: sites.timeZone })
    .from(sites)
    .where(eq(sites.status, 'active'));
  const mondayMorning = active.filter((site) => {
    const day = morningOf(now, site.timeZone);
    return day !== null && isoWeekday(day) === 1;
  });
  const byAccount = new Map<string, SiteRow[]>();
  for (const site of mondayMorning) byAccount.set(site.accountId, [...(byAccount.get(site.accountId) ?? []), site]);
  let queued = 0;
  for (const [accountId, accountSites] of byAccount)
    queued += await mailAccount(db, accountId, accountSites, links, now, mailNow);
  return queued;
}

async function mailAccount(
  db: Db,
  accountId: string,
  accountSites: SiteRow[],
  links: NotificationLinks,
  now: Date,
  mailNow: Date,
) {
  const members = (await recipientsOf(db, accountId)).filter(
    (recipient) => recipient.kind === 'member' && recipient.categories.parts_due === 'instant',
  );
  const zones = [...new Set(accountSites.map((site) => site.timeZone))];
  const dueByZone = new Map<string, Awaited<ReturnType<typeof partsDueThisWeek>>>();
  let queued = 0;
  for (const zone of zones) {
    const monday = morningOf(now, zone)!;
    const key = `parts_due:${zone}:${monday}`;
    const zoneSites = accountSites.filter((site) => site.timeZone === zone);
    const owed = members.filter((member) => member.kind === 'member' && zoneSites.some((site) => hears(member, site.id)));
    const done = await queuedAlready(
      db,
      owed.map((member) => recipientKey(key, member)),
    );
    for (const member of owed) {
      if (done.has(recipientKey(key, member)) || member.kind !== 'member') continue;
      if (!dueByZone.has(zone)) {
        const names = new Map(zoneSites.map((site) => [site.id, { name: site.name, timeZone: site.timeZone }]));
        dueByZone.set(zone, await partsDueThisWeek(db, accountId, names, weekEndOf(monday, zone), links.portalUrl));
      }
      const due = dueByZone
        .get(zone)!
        .filter(({ siteId }) => hears(member, siteId))
        .map(({ section }) => section);
      if (due.length === 0) continue;
      const footer = footerFor(member, 'parts_due', links);
      const rendered = await partsDueMail({ weekOf: monday, sites: due, footer });
      if (await queueNotification(db, { accountId, kind: 'parts_due', recipient: member, rendered, footer, key }, mailNow))
        queued += 1;
    }
  }
  return queued;
}
