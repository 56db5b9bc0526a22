import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '#server/auth/password';
import { randomToken, sha256Hex } from '#server/auth/tokens';
import type { Db } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { invitations, members } from '#server/db/schema/team';
import { newId } from '#server/domain/ids';
import { INVITATION_TTL_MS } from '#server/domain/members/invitation-commands';
import { mailInvitation } from '#server/domain/members/invitation-mailing';
import { insertPersonMember } from '#server/domain/members/new-member';
import { sites } from '#server/db/schema/sites';
import { homeSiteOf } from '#server/domain/sites/site-queries';
import { DEMO_SITES } from './demo-sites';
import { DEMO_ACCOUNTS } from './seed-accounts';

/** The demo account's colleagues: a head chef for one kitchen and someone in accounts payable. */
export const DEMO_TEAM = {
  headChef: { email: 'chef@whetstone.test', name: 'Casey Chef', role: 'manager' },
  accountsPayable: { email: 'payables@whetstone.test', name: 'Alex Payable', role: 'accounts_payable' },
} as const;
/** The invitation the demo shows pending (its mail waits in the sandbox's caught mail). */
export const DEMO_INVITATION = { email: 'new.cook@whetstone.test', role: 'manager' } as const;

async function personExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

async function ensureColleague(
  db: Db,
  accountId: string,
  person: (typeof DEMO_TEAM)[keyof typeof DEMO_TEAM],
  siteIds: string[] | null,
  password: string,
  now: Date,
) {
  if (await personExists(db, person.email)) return;
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction((tx) =>
      insertPersonMember(tx, {
        accountId,
        email: person.email,
        name: person.name,
        passwordHash,
        role: person.role,
        siteIds,
        now,
      }),
    );
  } catch (error) {
    // Another process seeding at the same moment made them.
    if (!(await personExists(db, person.email))) throw error;
  }
}

/** One pending invitation from the account's owner, with its mail queued, unless one is pending already. */
async function ensureInvitation(db: Db, accountId: string, siteId: string, portalUrl: string, now: Date): Promise<void> {
  const [owner] = await db
    .select({ id: members.id, name: users.name })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.accountId, accountId), eq(users.email, DEMO_ACCOUNTS.enterprise.email)));
  const token = randomToken();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        id: newId('invt'),
        accountId,
        email: DEMO_INVITATION.email,
        role: DEMO_INVITATION.role,
        siteIds: [siteId],
        tokenHash: sha256Hex(token),
        invitedByMemberId: owner?.id ?? null,
        invitedByName: owner?.name ?? DEMO_ACCOUNTS.enterprise.userName,
        createdAt: now,
        lastSentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (row) await mailInvitation(tx, row, token, portalUrl, now);
  });
}

/**
 * The demo team: Casey Chef runs the home kitchen only, Alex Payable reads invoices for every
 * kitchen, and (in the sandbox only: it is made-up history, and it sends a mail) an invitation waits
 * for a new cook. Idempotent, like the other demo sign-ins.
 */
export async function seedDemoTeam(
  db: Db,
  options: { accountId: string; password: string; portalUrl: string; now: Date; withInvitation: boolean },
) {
  const { accountId, password, portalUrl, now } = options;
  const [harbour] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.name, DEMO_SITES[0].name), eq(sites.status, 'active')));
  // Harbour St with the demo's kitchens; the account's only site when the sandbox is off.
  const home = harbour?.id ?? (await homeSiteOf(db, accountId));
  await ensureColleague(db, accountId, DEMO_TEAM.headChef, [home], password, now);
  await ensureColleague(db, accountId, DEMO_TEAM.accountsPayable, null, password, now);
  const [pending] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(eq(invitations.accountId, accountId), eq(invitations.email, DEMO_INVITATION.email), isNull(invitations.acceptedAt)),
    )
    .limit(1);
  if (options.withInvitation && !pending) await ensureInvitation(db, accountId, home, portalUrl, now);
}
