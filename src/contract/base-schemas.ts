import * as z from 'zod/mini';

// The schemas the portal's first load parses with (the session, an error body): kept apart from
// common.ts so the first load does not carry the list and site shapes only screens use.

/** Identifiers are opaque strings (the spec shows prefixed ids such as `part_…`). */
export const idSchema = z.string().check(z.minLength(1));

/** ISO 8601 UTC timestamp, e.g. 2026-11-21T08:00:00.000Z. */
export const timestampSchema = z.iso.datetime({ offset: false });

export function recordEnvelope<T extends z.ZodMiniType>(record: T) {
  return z.object({ data: record });
}
