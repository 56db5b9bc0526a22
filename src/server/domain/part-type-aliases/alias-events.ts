import { recordEvent, type EventTx } from '#server/domain/events/event-transaction';
import { toPartTypeAlias, type AliasRow } from './alias-queries';

type AliasChange = 'part_type_alias.saved' | 'part_type_alias.deleted';

/** An alias change's event, the alias as GET /v1/part_type_aliases answers it. */
export function recordAliasEvent(
  tx: EventTx,
  type: AliasChange,
  row: AliasRow,
  at: Date,
  previous?: Record<string, unknown>,
): void {
  recordEvent(tx, { accountId: row.accountId, type, object: toPartTypeAlias(row), ...(previous && { previous }), at });
}

/** The fields a save changed, with their values before; null when it changed none. */
export function aliasChanges(before: AliasRow, after: Pick<AliasRow, 'value' | 'partType'>): Record<string, unknown> | null {
  const previous: Record<string, unknown> = {};
  if (before.partType !== after.partType) previous.part_type = before.partType;
  if (before.value !== after.value) previous.value = before.value;
  return Object.keys(previous).length > 0 ? previous : null;
}
