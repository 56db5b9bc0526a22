import type { apiKeys } from '#server/db/schema/accounts';
import { recordEvent, type EventTx } from '#server/domain/events/event-transaction';
import type { NewEvent } from '#server/domain/events/record-event';
import { toApiKey } from './api-key-mapper';

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** An API key change's event, the key as GET /portal/api-keys lists it (never its secret). */
export function recordApiKeyEvent(
  tx: EventTx,
  type: 'api_key.created' | 'api_key.rolled' | 'api_key.revoked',
  row: ApiKeyRow,
  at: Date,
  previous?: Record<string, unknown>,
): void {
  recordEvent(tx, { accountId: row.accountId, type, object: toApiKey(row), ...(previous && { previous }), at });
}

/** `api_key.created` for a key about to be inserted as this row. */
export function apiKeyCreatedEvent(row: ApiKeyRow): NewEvent {
  return { accountId: row.accountId, type: 'api_key.created', object: toApiKey(row), at: row.createdAt };
}

/** `api_key.rolled`: the old key with the expiry the roll gave it. */
export function apiKeyRolledEvent(old: ApiKeyRow, expiresAt: Date, at: Date): NewEvent {
  const object = toApiKey({ ...old, expiresAt, rolledAt: at });
  return {
    accountId: old.accountId,
    type: 'api_key.rolled',
    object,
    previous: { expires_at: old.expiresAt?.toISOString() ?? null },
    at,
  };
}
