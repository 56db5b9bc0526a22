import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ROLE_DEFAULT_MODES, type CategoryModes, type NotificationPreferences } from '#contract/notifications';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { notificationPreferences } from '#server/db/schema/notifications';
import { sites } from '#server/db/schema/sites';
import { members } from '#server/db/schema/team';
import { isMemberRole } from '#server/auth/roles';

/** What a member receives as things stand: their choices, or their role's defaults where they made none. */
export interface EffectivePreferences {
  memberId: string;
  userId: string;
  email: string;
  name: string;
  role: string;
  /** The sites the member may see; null for every site. */
  memberSites: string[] | null;
  categories: CategoryModes;
  /** The sites to hear about, always within memberSites; null for every site the member may see. */
  siteIds: string[] | null;
  digestTimeZone: string;
  turnedOffByLink: { category: string; at: string }[];
}

/** Every category off: what a role the service does not know gets (it grants nothing either). */
const ALL_OFF: CategoryModes = { order_updates: 'off', pickup_reminders: 'off', parts_due: 'off', invoices: 'off' };

function roleDefaults(role: string): CategoryModes {
  return isMemberRole(role) ? ROLE_DEFAULT_MODES[role] : ALL_OFF;
}

/**
 * The sites a member chose, within the sites they may see now (an owner may have narrowed them
 * since). Nothing left of the choice means every site they may see, never none: a member who
 * wants no mail turns categories off.
 */
function sitesWithin(chosen: string[] | null, memberSites: string[] | null): string[] | null {
  if (chosen === null || memberSites === null) return chosen;
  const allowed = new Set(memberSites);
  const kept = chosen.filter((id) => allowed.has(id));
  return kept.length > 0 ? kept : null;
}

/** The time zone of the member's first active site by name: their own sites when limited, else the account's. */
const firstSiteZone = sql<string | null>`(
  select ${sites.timeZone} from ${sites}
  where ${sites.accountId} = ${members.accountId} and ${sites.status} = 'active'
    and (${members.siteIds} is null or ${members.siteIds} @> jsonb_build_array(${sites.id}))
  order by ${sites.name}, ${sites.id} limit 1
)`;

const columns = {
  memberId: members.id,
  userId: members.userId,
  email: users.email,
  name: users.name,
  role: members.role,
  memberSites: members.siteIds,
  categories: notificationPreferences.categories,
  siteIds: notificationPreferences.siteIds,
  digestTimeZone: sql<string>`coalesce(${notificationPreferences.digestTimeZone}, ${firstSiteZone}, 'UTC')`,
  turnedOffByLink: notificationPreferences.turnedOffByLink,
};

async function readEffective(db: DbOrTx, where: SQL | undefined): Promise<EffectivePreferences[]> {
  const rows = await db
    .select(columns)
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.memberId, members.id))
    .where(where)
    .orderBy(members.createdAt, members.id);
  return rows.map((row) => ({
    ...row,
    categories: { ...roleDefaults(row.role), ...row.categories },
    siteIds: sitesWithin(row.siteIds, row.memberSites),
    turnedOffByLink: row.turnedOffByLink ?? [],
  }));
}

/** Every member's effective preferences in one query (the mail worker's read), oldest member first. */
export function effectivePreferences(db: DbOrTx, accountId: string): Promise<EffectivePreferences[]> {
  return readEffective(db, eq(members.accountId, accountId));
}

/** One member's effective preferences; null when there is no such member in the account. */
export async function preferencesOf(db: DbOrTx, accountId: string, memberId: string): Promise<EffectivePreferences | null> {
  const [found] = await readEffective(db, and(eq(members.accountId, accountId), eq(members.id, memberId)));
  return found ?? null;
}

export function toNotificationPreferences(preferences: EffectivePreferences): NotificationPreferences {
  return {
    categories: preferences.categories,
    sites: preferences.siteIds ?? 'all',
    digest_time_zone: preferences.digestTimeZone,
    turned_off_by_link: preferences.turnedOffByLink,
  };
}
