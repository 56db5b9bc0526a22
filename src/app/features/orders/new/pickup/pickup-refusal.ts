import { PICKUP_REFUSAL_CODES } from '#contract/pickup-windows';
import { isApiError } from '#app/lib/http/api-error';

/** The server refused the chosen window (full meanwhile, too soon…), naming the nearest one it can serve. */
export interface PickupRefusal {
  code: string;
  message: string;
  nearest: { start: string; end: string } | null;
}

const WINDOW_CODES: ReadonlySet<string> = new Set(PICKUP_REFUSAL_CODES);

/** The refusal in a 422 on `pickup_window_start`, or null when the error is about something else. */
export function pickupRefusal(error: unknown): PickupRefusal | null {
  if (!isApiError(error) || error.code !== 'validation_failed') return null;
  const detail = error.details.find((d) => d.field === 'pickup_window_start' && WINDOW_CODES.has(d.code));
  if (!detail) return null;
  return { code: detail.code, message: detail.message, nearest: detail.nearest_window ?? null };
}
