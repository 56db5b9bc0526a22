import type { Hono } from 'hono';
import { PART_LOOKUP_DEFAULT, PART_LOOKUP_MAX, partLookupQuerySchema, partLookupResponseSchema } from '#contract/part-lookup';
import { toPartListItem } from '#server/domain/parts/part-mappers';
import { lookUpParts } from '#server/domain/parts/part-lookup';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { parseQuery } from '#server/http/validation';
import { reachOf } from '#server/http/v1/site-reach';

const NOTES =
  'A part found by what a person types or reads off it: `q` matches as in GET /v1/parts?q= (a substring of the label, serial number, manufacturer or model, any case; ' +
  'a serial number also without its spaces and punctuation, so "NW 01171" and "nw01171" find "NW-01171"). ' +
  'Best match first: serial numbers that start with the term, the exact one first; then labels that start with it, the exact one first; then every other match, newest first. ' +
  '`meta.total` counts every match; for the rest, walk GET /v1/parts?q= with the same term. Every status, retired included.';

/** GET /v1/parts/lookup (extension): the best matches of a typed serial number or label. */
export function mountPartsLookup(routes: Hono<AppEnv>): void {
  routes.get(
    '/lookup',
    operation({
      operationId: 'lookUpParts',
      summary: 'Extension: find a part by what a person types, best match first',
      scope: 'parts:read',
      query: partLookupQuerySchema,
      paramText: {
        q: 'The serial number, label or any part of them, as typed: 1–100 characters, no control characters.',
        limit: `How many of the best matches to answer, 1 to ${PART_LOOKUP_MAX} (default ${PART_LOOKUP_DEFAULT}).`,
      },
      paramSchema: { limit: { type: 'integer', minimum: 1, maximum: PART_LOOKUP_MAX, default: PART_LOOKUP_DEFAULT } },
      success: { status: 200, schema: partLookupResponseSchema },
      errors: [400],
      notes: NOTES,
    }),
    async (c) => {
      const { q, limit } = parseQuery(c, partLookupQuerySchema);
      const { db, now } = c.get('deps');
      const found = await lookUpParts(db, c.get('caller').accountId, q, Number(limit ?? PART_LOOKUP_DEFAULT), now(), reachOf(c));
      return c.json({ data: found.rows.map(toPartListItem), meta: { total: found.total } });
    },
  );
}
