import { and, eq, inArray } from 'drizzle-orm';
import type { ErrorDetail } from '#contract/errors';
import type { CategoryModes, NotificationCategory, NotificationPreferencesPatch } from '#contract/notifications';
import { isTimeZone } from '#contract/sites';
import type { Db, DbOrTx } from '#server/db/client';
import { notificationPreferences } from '#server/db/schema/notifications';
import { sites } from '#server/db/schema/sites';
import { members } from '#server/db/schema/team';
import { recordAudit, type AuditContext } from '#server/domain/audit/record-audit';
import { preferencesOf, type EffectivePreferences } from './preference-queries';

/** The signed-in member changing their own notification choices, and where the request came from. */
export interface PreferenceChanger {
  accountId: string;
  memberId: string;
  name: string;
  /** The sites the member may see; null for every site. */
  memberSites: readonly string[] | null;
  context: AuditContext;
}

/** The fields of a change that parsed (a list keeps its items in place, undefined where one did not). */
interface PatchFieldsThatParsed {
  sites?: 'all' | readonly (string | undefined)[];
  digest_time_zone?: string;
}

/**
 * The problems with a change, each on its field: sites must be active sites of the account, each
 * once, and a member limited to sites may only narrow to their own; the digest zone must be IANA.
 */
export async function preferencePatchProblems(
  db: DbOrTx,
  changer: Pick<PreferenceChanger, 'accountId' | 'memberSites'>,
  fields: PatchFieldsThatParsed,
): Promise<ErrorDetail[]> {
  const problems: ErrorDetail[] = [];
  if (fields.digest_time_zone !== undefined && !isTimeZone(fields.digest_time_zone)) {
    problems.push({
      field: 'digest_time_zone',
      code: 'invalid_value',
      message: 'digest_time_zone must be an IANA time zone name, e.g. Europe/London.',
    });
  }
  const requested = fields.sites;
  if (requested === undefined || requested === 'all') return problems;
  const ids = requested.filter((id): id is string => id !== undefined);
  if (new Set(ids).size !== ids.length) problems.push({ field: 'sites', code: 'duplicate', message: 'Name each site once.' });
  const active = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.accountId, changer.accountId), eq(sites.status, 'active'), inArray(sites.id, [...new Set(ids), ''])));
  const known = new Set(active.map((site) => site.id));
  const own = changer.memberSites === null ? null : new Set(changer.memberSites);
  requested.forEach((id, index) => {
    if (id === undefined) return;
    if (!known.has(id)) {
      problems.push({ field: `sites.${index}`, code: 'not_found', message: `No active site ${id} in this account.` });
    } else if (own && !own.has(id)) {
      problems.push({
        field: `sites.${index}`,
        code: 'invalid_value',
        message: `You hear only about your own sites; ${id} is not one of them.`,
      });
    }
  });
  return problems;
}

interface StoredPreferences {
  categories: CategoryModes;
  siteIds: string[] | null;
  digestTimeZone: string;
  turnedOffByLink: { category: string; at: string }[];
}

const storedFrom = (current: EffectivePreferences): StoredPreferences => ({
  categories: current.categories,
  siteIds: current.siteIds,
  digestTimeZone: current.digestTimeZone,
  turnedOffByLink: current.turnedOffByLink,
});

/**
 * Locks the member's row, so changes to one member's choices (a PATCH, an unsubscribe link clicked
 * twenty times at once) run one after another, and reads what they are now.
 */
async function lockedPreferences(tx: DbOrTx, accountId: string, memberId: string): Promise<EffectivePreferences | null> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.accountId, accountId), eq(members.id, memberId)))
    .for('update');
  return preferencesOf(tx, accountId, memberId);
}

async function store(tx: DbOrTx, accountId: string, memberId: string, next: StoredPreferences, now: Date): Promise<void> {
  const values = { ...next, updatedAt: now };
  await tx
    .insert(notificationPreferences)
    .values({ memberId, accountId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.memberId, set: values });
}

/** The fields whose value differs, before and after (the audit entry's changes). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/**
 * Applies a checked change to the member's own choices (a category set again by hand leaves the
 * unsubscribe note about it) and records it in the audit log when something changed.
 */
export async function updatePreferences(
  db: Db,
  changer: PreferenceChanger,
  patch: NotificationPreferencesPatch,
  now: Date,
): Promise<EffectivePreferences> {
  return db.transaction(async (tx) => {
    const current = await lockedPreferences(tx, changer.accountId, changer.memberId);
    if (!current) throw new Error(`The signed-in member ${changer.memberId} has no row.`);
    const categories = { ...current.categories, ...patch.categories };
    const next: StoredPreferences = {
      categories,
      siteIds: patch.sites === undefined ? current.siteIds : patch.sites === 'all' ? null : [...patch.sites],
      digestTimeZone: patch.digest_time_zone ?? current.digestTimeZone,
      // A note stays while what it turned off is still off.
      turnedOffByLink: current.turnedOffByLink.filter((entry) =>
        entry.category === 'digest'
          ? !Object.values(categories).includes('digest')
          : categories[entry.category as NotificationCategory] === 'off',
      ),
    };
    const before = { categories: current.categories, sites: current.siteIds ?? 'all', digest_time_zone: current.digestTimeZone };
    const after = { categories: next.categories, sites: next.siteIds ?? 'all', digest_time_zone: next.digestTimeZone };
    const changes = changedFields(before, after);
    await store(tx, changer.accountId, changer.memberId, next, now);
    if (Object.keys(changes.after).length > 0) {
      const member = { type: 'member' as const, id: changer.memberId, name: changer.name };
      await recordAudit(tx, {
        accountId: changer.accountId,
        action: 'notification_preferences.updated',
        actor: member,
        target: member,
        context: changer.context,
        changes,
        occurredAt: now,
      });
    }
    return (await preferencesOf(tx, changer.accountId, changer.memberId))!;
  });
}

/**
 * What an unsubscribe link does for a member: the category off ('digest': every category now set
 * to digest), noted newest first with at most one note per category. Repeating it changes nothing
 * but the note's time. Answers the member's preferences after, or null when the member is gone.
 */
export async function turnOffForMember(
  db: Db,
  accountId: string,
  memberId: string,
  category: NotificationCategory | 'digest',
  now: Date,
): Promise<EffectivePreferences | null> {
  return db.transaction(async (tx) => {
    const current = await lockedPreferences(tx, accountId, memberId);
    if (!current) return null;
    const categories = { ...current.categories };
    for (const name of Object.keys(categories) as NotificationCategory[]) {
      if (category === 'digest' ? categories[name] === 'digest' : name === category) categories[name] = 'off';
    }
    const alreadyOff = JSON.stringify(categories) === JSON.stringify(current.categories);
    const noted = current.turnedOffByLink.some((entry) => entry.category === category);
    if (alreadyOff && noted) return current;
    const note = { category, at: now.toISOString() };
    const next = {
      ...storedFrom(current),
      categories,
      turnedOffByLink: [note, ...current.turnedOffByLink.filter((entry) => entry.category !== category)],
    };
    await store(tx, accountId, memberId, next, now);
    return { ...current, ...next };
  });
}
