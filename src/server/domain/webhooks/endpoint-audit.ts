import type { AuditAction } from '#contract/audit';
import { recordAuditBy, type AuditSource } from '#server/domain/audit/record-audit';
import type { DbOrTx } from '#server/db/client';
import type { EndpointRow } from './endpoint-queries';

/** What an audit entry keeps of an endpoint: never its signing secrets. */
export function auditedEndpoint(row: EndpointRow): Record<string, unknown> {
  return { url: row.url, description: row.description, events: row.events, enabled: row.enabled };
}

/** Of two states of an endpoint, the audited fields that differ: before and after; null when none did. */
export function endpointDifference(before: EndpointRow, after: EndpointRow): { before: unknown; after: unknown } | null {
  const was = auditedEndpoint(before);
  const is = auditedEndpoint(after);
  const changed = Object.keys(is).filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((field) => [field, was[field]])),
    after: Object.fromEntries(changed.map((field) => [field, is[field]])),
  };
}

/** The audit entry of an endpoint change, when someone asked for it. */
export function auditEndpoint(
  tx: DbOrTx,
  source: AuditSource | undefined,
  action: Extract<AuditAction, `webhook_endpoint.${string}`>,
  row: EndpointRow,
  at: Date,
  changes: { before: unknown; after: unknown } | null,
): Promise<void> {
  return recordAuditBy(tx, source, {
    accountId: row.accountId,
    action,
    target: { type: 'webhook_endpoint', id: row.id, name: row.url },
    changes: changes ?? undefined,
    occurredAt: at,
  });
}
