import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { accounts, sessions, users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';
import { randomToken, sha256Hex } from '#server/auth/tokens';
import type { AuditContext } from '#server/domain/audit/record-audit';
import { newId } from '#server/domain/ids';

/** Absolute lifetime of a portal session; signing in again starts a new one. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A session unused this long ends (sliding: each use moves it on), within the absolute lifetime. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** Sliding writes at most once a minute per session, so reads don't each become a write. */
const SLIDE_GRANULARITY_MS = 60_000;

/** expires_at is the idle deadline, never past the absolute end. */
function idleDeadline(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_TTL_MS));
}

export interface NewSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/** A session of a person in one account (their membership there), noting the device and address it came from. */
export async function createSession(
  db: DbOrTx,
  member: { userId: string; accountId: string },
  from: AuditContext,
  now: Date,
): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const expiresAt = idleDeadline(now, now);
  await db.insert(sessions).values({
    id: newId('sess'),
    tokenHash: sha256Hex(token),
    userAgent: from.userAgent,
    ipAddress: from.ip,
    lastSeenAt: now,
    userId: member.userId,
    accountId: member.accountId,
    csrfToken,
    createdAt: now,
    expiresAt,
  });
  // Expired sessions are useless; drop them while we are here.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, csrfToken, expiresAt };
}

/**
 * The live session behind a cookie value, with its person, their membership and the account, or
 * null. The membership is read on every request, so a member removed, demoted or narrowed to fewer
 * sites is so from their very next request. Using it moves its idle deadline on (at most once a minute).
 */
export async function findSession(db: Db, token: string, now: Date) {
  const [found] = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      csrfToken: sessions.csrfToken,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, name: users.name, twoFactorEnabledAt: users.twoFactorEnabledAt },
      member: { id: members.id, role: members.role, siteIds: members.siteIds },
      account: {
        id: accounts.id,
        name: accounts.name,
        plan: accounts.plan,
        currency: accounts.currency,
        requireTwoFactor: accounts.requireTwoFactor,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(members, and(eq(members.userId, sessions.userId), eq(members.accountId, sessions.accountId)))
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.tokenHash, sha256Hex(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!found) return null;
  const { createdAt, expiresAt, ...row } = found;
  const next = idleDeadline(createdAt, now);
  // (Also shortens sessions made before the idle limit existed.)
  if (Math.abs(next.getTime() - expiresAt.getTime()) >= SLIDE_GRANULARITY_MS) {
    await db.update(sessions).set({ expiresAt: next, lastSeenAt: now }).where(eq(sessions.tokenHash, row.tokenHash));
  }
  return { ...row, twoFactorSetupRequired: row.account.requireTwoFactor && row.user.twoFactorEnabledAt === null };
}
export type FoundSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(token)));
}
