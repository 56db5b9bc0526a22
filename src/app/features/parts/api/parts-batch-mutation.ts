import type { PartCreate } from '#contract/parts';
import { partBatchCreatedSchema, partBatchDryRunSchema } from '#contract/parts-batch';
import { apiRequest } from '#app/lib/http/http-client';

/** POST /v1/parts/batch with `dry_run`: every problem of every row, nothing written (no key: nothing to repeat safely or not). */
export function dryRunPartsBatch(parts: readonly PartCreate[], signal?: AbortSignal) {
  return apiRequest({
    method: 'POST',
    path: '/v1/parts/batch',
    body: { parts, dry_run: true },
    schema: partBatchDryRunSchema,
    signal,
  });
}

/**
 * POST /v1/parts/batch: all or none of up to 1,000 parts, under the import's id. The key is made
 * once per batch and reused when it is sent again, so a retry after a dropped connection never
 * registers it twice. Whoever calls it invalidates the parts lists once the import ends.
 */
export function registerPartsBatch(parts: readonly PartCreate[], importId: string, idempotencyKey: string, signal?: AbortSignal) {
  return apiRequest({
    method: 'POST',
    path: '/v1/parts/batch',
    body: { parts, import_id: importId },
    schema: partBatchCreatedSchema,
    idempotencyKey,
    signal,
  });
}
