import type { ErrorDetail } from './errors';
import { ORDER_RULES } from './orders';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The pickup window rules of docs/v1-decisions.md (Orders), shared by the server (422 details) and
 * the portal (checked before submit), so both explain a window the same way.
 */
export function checkPickupWindow(start: Date, end: Date, now: Date): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (start.getTime() <= now.getTime()) {
    problems.push({
      field: 'pickup_window_start',
      code: 'in_past',
      message: 'The pickup window must start in the future.',
    });
  } else if (start.getTime() - now.getTime() > ORDER_RULES.maxDaysAhead * DAY_MS) {
    problems.push({
      field: 'pickup_window_start',
      code: 'too_far_ahead',
      message: `The pickup window must start within ${ORDER_RULES.maxDaysAhead} days.`,
    });
  }
  if (end.getTime() <= start.getTime()) {
    problems.push({
      field: 'pickup_window_end',
      code: 'end_before_start',
      message: 'The pickup window must end after it starts.',
    });
  } else if (end.getTime() - start.getTime() < ORDER_RULES.minWindowMinutes * MINUTE_MS) {
    problems.push({
      field: 'pickup_window_end',
      code: 'window_too_short',
      message: `The pickup window must be at least ${ORDER_RULES.minWindowMinutes / 60} hours long.`,
    });
  }
  return problems;
}
