import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Invitation } from '#contract/members';
import type { DbOrTx } from '#server/db/client';
import { invitations } from '#server/db/schema/team';

export type InvitationRow = typeof invitations.$inferSelect;

/** Invitations not accepted or revoked, oldest first; expired ones stay until resent or revoked. */
export function listOpenInvitations(db: DbOrTx, accountId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.accountId, accountId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

export async function findOpenInvitation(db: DbOrTx, accountId: string, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.accountId, accountId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function toInvitation(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    sites: row.siteIds ?? 'all',
    invited_by: row.invitedByName,
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.expiresAt <= now ? 'expired' : 'pending',
  };
}
