import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';
import { recordAudit, type AuditContext, type AuditEntry } from './record-audit';

/**
 * A change to the person rather than to one membership (their password, their second factor): every
 * account they belong to gets the entry, by that account's member, since each account's owners
 * answer for who can sign in to it.
 */
export async function recordPersonAudit(
  tx: DbOrTx,
  userId: string,
  entry: Pick<AuditEntry, 'action' | 'changes'> & { context: AuditContext; occurredAt: Date },
): Promise<void> {
  const memberships = await tx
    .select({ memberId: members.id, accountId: members.accountId, name: users.name })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.userId, userId));
  for (const membership of memberships) {
    const member = { type: 'member' as const, id: membership.memberId, name: membership.name };
    await recordAudit(tx, { ...entry, accountId: membership.accountId, actor: member, target: member });
  }
}
