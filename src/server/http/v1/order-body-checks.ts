import * as z from 'zod/mini';
import { timestampSchema } from '../../../contract/common';
import type { ErrorDetail } from '../../../contract/errors';
import { checkPickupWindow } from '../../../contract/pickup-window';

/**
 * The pickup window rules, run on a body whose shape failed elsewhere (a too
 * long `instructions`, say), so the client hears every problem in one answer.
 */
export function pickupWindowProblems(raw: Record<string, unknown>, now: Date): ErrorDetail[] {
  const start = z.safeParse(timestampSchema, raw.pickup_window_start);
  const end = z.safeParse(timestampSchema, raw.pickup_window_end);
  if (!start.success || !end.success) return [];
  return checkPickupWindow(new Date(start.data), new Date(end.data), now);
}
