import { partResponseSchema, type PartUpdate } from '#contract/parts';
import { apiRequest } from '#app/lib/http/http-client';

/** PATCH /v1/parts/:id: an edit of the part page, or a move to another site (one part or each of many). */
export function sendUpdatePart(id: string, changes: PartUpdate) {
  return apiRequest({ method: 'PATCH', path: `/v1/parts/${encodeURIComponent(id)}`, body: changes, schema: partResponseSchema });
}
