import type { AuditAction } from '#contract/audit';
import type { DbOrTx } from '#server/db/client';
import { auditEvents } from '#server/db/schema/audit';
import { newId } from '#server/domain/ids';

/** Who did it: a signed-in member, an API key, or the service itself. */
export interface AuditActor {
  type: 'member' | 'api_key' | 'system';
  id: string | null;
  name: string;
}

/** Where the request came from; absent for what the service does on its own. */
export interface AuditContext {
  ip: string | null;
  userAgent: string | null;
}

/** Who asks for a change and from where: what a command needs to write its audit entry (the http layer makes it). */
export interface AuditSource {
  actor: AuditActor;
  context: AuditContext;
}

export interface AuditEntry {
  accountId: string;
  action: AuditAction;
  actor: AuditActor;
  target: { type: string; id: string | null; name: string };
  context?: AuditContext | undefined;
  changes?: { before: unknown; after: unknown } | undefined;
  occurredAt: Date;
}

export const SYSTEM_ACTOR: AuditActor = { type: 'system', id: null, name: 'Whetstone' };

/** An entry for a change asked for by `source`; without a source (the service's own changes) there is none. */
export async function recordAuditBy(
  tx: DbOrTx,
  source: AuditSource | undefined,
  entry: Omit<AuditEntry, 'actor' | 'context'>,
): Promise<void> {
  if (source) await recordAudit(tx, { ...entry, actor: source.actor, context: source.context });
}

/** Writes one entry; call it inside the transaction that makes the change, so both land or neither. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    id: newId('aud'),
    accountId: entry.accountId,
    action: entry.action,
    occurredAt: entry.occurredAt,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetName: entry.target.name,
    ip: entry.context?.ip ?? null,
    userAgent: entry.context?.userAgent?.slice(0, 500) ?? null,
    changes: entry.changes ?? null,
  });
}
