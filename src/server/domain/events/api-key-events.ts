import type { apiKeys } from '#server/db/schema/accounts';
import type { DbOrTx } from '#server/db/client';
import { toApiKey } from '#server/domain/api-keys/api-key-mapper';
import { recordEvent } from './record-event';

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** An API key change's event, the key as GET /portal/api-keys lists it (never its secret). */
export async function recordApiKeyEvent(
  tx: DbOrTx,
  type: 'api_key.created' | 'api_key.rolled' | 'api_key.revoked',
  row: ApiKeyRow,
  at: Date,
  previous?: Record<string, unknown>,
): Promise<void> {
  await recordEvent(tx, { accountId: row.accountId, type, object: toApiKey(row), ...(previous && { previous }), at });
}
