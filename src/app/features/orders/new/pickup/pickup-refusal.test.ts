import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, NetworkError } from '#app/lib/http/api-error';
import { pickupRefusal } from './pickup-refusal';

const nearest = { start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T17:00:00.000Z' };

function answer(details: unknown[]) {
  const body = { error: { code: 'validation_failed', message: 'The order is not valid.', status: 422, details } };
  return apiErrorFromResponse(new Response(JSON.stringify(body), { status: 422 }));
}

describe('pickupRefusal', () => {
  it('reads the reason and the nearest window from a 422 as the http client parses it', async () => {
    const message = 'That window is full. The nearest available window is Tue 24 Nov, 10:00–12:00 (America/New_York).';
    const error = await answer([{ field: 'pickup_window_start', code: 'full', message, nearest_window: nearest }]);
    expect(pickupRefusal(error)).toEqual({ code: 'full', message, nearest });
  });

  it('has no alternative to offer when the server names none', async () => {
    const error = await answer([{ field: 'pickup_window_start', code: 'too_soon', message: 'Too soon.', nearest_window: null }]);
    expect(pickupRefusal(error)).toEqual({ code: 'too_soon', message: 'Too soon.', nearest: null });
  });

  it('is null for other problems and other errors', async () => {
    expect(pickupRefusal(await answer([{ field: 'part_ids.0', code: 'not_found', message: 'No such part.' }]))).toBeNull();
    expect(pickupRefusal(await answer([{ field: 'pickup_window_end', code: 'window_too_short', message: 'Short.' }]))).toBeNull();
    expect(pickupRefusal(new NetworkError(new Error('down')))).toBeNull();
  });
});
