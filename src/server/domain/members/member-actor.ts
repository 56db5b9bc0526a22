import type { DbOrTx } from '#server/db/client';
import { recordAudit, type AuditContext, type AuditEntry } from '#server/domain/audit/record-audit';

/** The member making a change to the team, and where the request came from (for the audit log). */
export interface TeamActor {
  accountId: string;
  memberId: string;
  name: string;
  role: string;
  context: AuditContext;
}

/** The audit entry of a team change `actor` made: who, from where and when come from the actor and the clock. */
export function recordTeamAudit(
  tx: DbOrTx,
  actor: TeamActor,
  now: Date,
  entry: Pick<AuditEntry, 'action' | 'target' | 'changes'>,
): Promise<void> {
  return recordAudit(tx, {
    ...entry,
    accountId: actor.accountId,
    actor: { type: 'member', id: actor.memberId, name: actor.name },
    context: actor.context,
    occurredAt: now,
  });
}
