import type { AuditEvent } from '#contract/audit';
import type { AuditRow } from './audit-queries';

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    action: row.action,
    occurred_at: row.occurredAt.toISOString(),
    actor: { type: row.actorType as AuditEvent['actor']['type'], id: row.actorId, name: row.actorName },
    target: { type: row.targetType, id: row.targetId, name: row.targetName },
    context: { ip: row.ip, user_agent: row.userAgent },
    changes: row.changes ?? null,
  };
}
