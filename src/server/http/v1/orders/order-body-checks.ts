import * as z from 'zod/mini';
import { timestampSchema } from '#contract/common';
import type { ErrorDetail } from '#contract/errors';
import type { DbOrTx } from '#server/db/client';
import { offeredWindowProblems } from '#server/domain/pickup-windows/offered-window-check';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';

/**
 * The pickup window rules (an offered window with a seat, and its length), run
 * on a body whose shape failed elsewhere (a too long `instructions`, say), so
 * the client hears every problem in one answer.
 */
export async function windowProblemsOfUnparsedBody(
  db: DbOrTx,
  rules: PickupRules,
  raw: Record<string, unknown>,
  now: Date,
): Promise<ErrorDetail[]> {
  const start = z.safeParse(timestampSchema, raw.pickup_window_start);
  const end = z.safeParse(timestampSchema, raw.pickup_window_end);
  if (!start.success || !end.success) return [];
  return offeredWindowProblems(db, rules, { start: new Date(start.data), end: new Date(end.data) }, now);
}
