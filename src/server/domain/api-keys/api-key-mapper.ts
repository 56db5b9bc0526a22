import type { ApiKey } from '#contract/portal';
import type { apiKeys } from '#server/db/schema/accounts';

type ApiKeyRow = typeof apiKeys.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    last4: row.last4,
    scopes: row.scopes,
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
    rolled_at: iso(row.rolledAt),
    created_by: row.createdByMemberId ? { id: row.createdByMemberId, name: row.createdByName ?? '' } : null,
  };
}
