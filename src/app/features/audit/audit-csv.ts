import type { AuditEvent } from '#contract/audit';
import { csvText } from '#app/lib/csv/csv-cells';
import { auditActionLabel } from './audit-action-labels';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** RFC 4180 text for a security team: one line per entry, every field of it, times in UTC. */
export function auditToCsv(entries: readonly AuditEvent[]): string {
  const header = [
    'Occurred at (UTC)',
    'Action',
    'Action code',
    'Actor type',
    'Actor ID',
    'Actor',
    'Target type',
    'Target ID',
    'Target',
    'IP address',
    'User agent',
    'Before',
    'After',
    'Entry ID',
  ];
  const row = (e: AuditEvent) => [
    e.occurred_at,
    auditActionLabel(e.action),
    e.action,
    e.actor.type,
    e.actor.id ?? '',
    e.actor.name,
    e.target.type,
    e.target.id ?? '',
    e.target.name,
    e.context.ip ?? '',
    e.context.user_agent ?? '',
    json(e.changes?.before),
    json(e.changes?.after),
    e.id,
  ];
  return csvText([header, ...entries.map(row)]);
}
