import { describe, expect, it } from 'vitest';
import { decodeWindow, encodeWindow, pickupModeOf, resolvePickup } from './pickup-choice';

const NY = 'America/New_York';
const NOW = new Date('2026-11-23T12:00:00.000Z');
const window = { start: '2026-11-24T13:00:00.000Z', end: '2026-11-24T15:00:00.000Z' };

describe('pickup choice', () => {
  it('keeps a chosen window as an ISO interval and reads it back', () => {
    expect(encodeWindow(window)).toBe('2026-11-24T13:00:00.000Z/2026-11-24T15:00:00.000Z');
    expect(decodeWindow(encodeWindow(window))).toEqual(window);
    expect(decodeWindow('')).toBeNull();
    expect(decodeWindow('nonsense/2026-11-24T15:00:00.000Z')).toBeNull();
    expect(decodeWindow('a/b/c')).toBeNull();
  });

  it('with offered windows, asks for one and sends it as offered', () => {
    const none = resolvePickup({ day: '', start: '', end: '', window: '' }, 'windows', NY, NOW);
    expect(none.errors).toEqual({ day: 'Choose a pickup window.' });
    const chosen = resolvePickup({ day: '2026-11-24', start: '', end: '', window: encodeWindow(window) }, 'windows', NY, NOW);
    expect(chosen.errors).toEqual({});
    expect(chosen.start?.toISOString()).toBe(window.start);
    expect(chosen.end?.toISOString()).toBe(window.end);
  });

  it('without them, applies the free-form rules to the typed day and times', () => {
    const typed = { day: '2026-11-24', start: '10:00', end: '11:00', window: encodeWindow(window) };
    expect(resolvePickup(typed, 'free-form', NY, NOW).errors).toEqual({
      end: 'The pickup window must be at least 2 hours long.',
    });
    const ok = resolvePickup({ ...typed, end: '12:00' }, 'free-form', NY, NOW);
    expect(ok.start?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it('falls back only when the server said it offers no windows; loading or failing keeps the offered mode', () => {
    expect(pickupModeOf({ supported: false })).toBe('free-form');
    expect(pickupModeOf({ supported: true })).toBe('windows');
    expect(pickupModeOf(undefined)).toBe('windows');
  });
});
