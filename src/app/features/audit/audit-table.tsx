import { Link } from '@tanstack/react-router';
import type { AuditEvent } from '#contract/audit';
import { PHONE_SLOT_CLASS, PHONE_TABLE } from '#app/components/phone-table';
import { formatDateTime } from '#app/lib/format/format';
import { auditActionLabel } from './audit-action-labels';
import type { AuditSearch } from './audit-search';

const TH = 'px-3 py-3';
const TD = `border-t border-slate-100 px-3 py-3 align-top text-sm dark:border-slate-800 ${PHONE_TABLE.cell}`;
const KIND: Record<string, string> = { member: 'Member', api_key: 'API key', system: 'Whetstone' };

/** A name that narrows the log to its id (the filter lives in the URL), or just the name when it has none. */
function Narrowing({
  name,
  id,
  filter,
  kind,
}: {
  name: string;
  id: string | null;
  filter: 'actor_id' | 'target_id';
  kind: string;
}) {
  const label = name || id || '—';
  if (!id) return <>{label}</>;
  return (
    <Link
      to="/settings/audit-log"
      search={(prev: AuditSearch) => ({ ...prev, [filter]: id })}
      replace
      className="touch-target font-medium"
      aria-label={`Only entries ${filter === 'actor_id' ? 'by' : 'about'} ${label}`}
    >
      {label}
      <span className="sr-only"> ({kind})</span>
    </Link>
  );
}

export function AuditTable({ entries }: { entries: readonly AuditEvent[] }) {
  return (
    <div
      role="region"
      aria-labelledby="audit-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700"
    >
      <table role="table" className={`w-full border-collapse sm:min-w-[56rem] ${PHONE_TABLE.table}`}>
        <caption id="audit-caption" className="sr-only">
          Audit log entries, newest first
        </caption>
        <thead
          role="rowgroup"
          className={`bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300 ${PHONE_TABLE.head}`}
        >
          <tr role="row">
            {['When', 'Action', 'Actor', 'Target', 'IP address'].map((header) => (
              <th key={header} role="columnheader" scope="col" className={TH}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={PHONE_TABLE.body}>
          {entries.map((entry) => (
            <tr
              key={entry.id}
              role="row"
              className={`max-sm:border-t max-sm:border-slate-200 dark:max-sm:border-slate-700 ${PHONE_TABLE.row}`}
            >
              <td role="cell" data-phone-label="When" className={`${TD} whitespace-nowrap ${PHONE_SLOT_CLASS.full}`}>
                <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at)}</time>
              </td>
              <th role="rowheader" scope="row" className={`${TD} text-left font-medium ${PHONE_SLOT_CLASS.full}`}>
                {auditActionLabel(entry.action)}
                <span className="block font-mono text-xs font-normal text-slate-700 dark:text-slate-300">{entry.action}</span>
              </th>
              <td role="cell" data-phone-label="Actor" className={TD}>
                <Narrowing
                  name={entry.actor.name}
                  id={entry.actor.id}
                  filter="actor_id"
                  kind={KIND[entry.actor.type] ?? entry.actor.type}
                />
                <span className="block text-xs text-slate-700 dark:text-slate-300">
                  {KIND[entry.actor.type] ?? entry.actor.type}
                </span>
              </td>
              <td role="cell" data-phone-label="Target" className={`${TD} break-words`}>
                <Narrowing name={entry.target.name} id={entry.target.id} filter="target_id" kind={entry.target.type} />
                <span className="block text-xs text-slate-700 dark:text-slate-300">{entry.target.type.replace('_', ' ')}</span>
              </td>
              <td role="cell" data-phone-label="IP address" className={`${TD} font-mono ${PHONE_SLOT_CLASS.full}`}>
                {entry.context.ip ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
