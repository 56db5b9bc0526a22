import type { AuditContext } from '#server/domain/audit/record-audit';

/** The member making a change to the team, and where the request came from (for the audit log). */
export interface TeamActor {
  accountId: string;
  memberId: string;
  name: string;
  role: string;
  context: AuditContext;
}

export function auditActorOf(actor: TeamActor) {
  return { type: 'member' as const, id: actor.memberId, name: actor.name };
}
