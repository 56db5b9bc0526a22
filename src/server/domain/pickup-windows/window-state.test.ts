import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_RULES } from './pickup-rules';
import { windowKey } from './window-calendar';
import { boundsOf, windowState } from './window-state';

const window = { date: '2026-11-24', start: new Date('2026-11-24T13:00:00Z'), end: new Date('2026-11-24T15:00:00Z') };
const rules = { ...DEFAULT_PICKUP_RULES, capacity: 3 };
const seats = (held: number) => new Map([[windowKey(window.start, window.end), held]]);
const beforeStart = new Date('2026-11-24T12:59:59.999Z');

describe('windowState', () => {
  it('shows an untouched window with every seat free', () => {
    expect(windowState(window, new Map(), beforeStart, rules)).toEqual({
      start: '2026-11-24T13:00:00.000Z',
      end: '2026-11-24T15:00:00.000Z',
      capacity: 3,
      remaining: 3,
      available: true,
      unavailable_reason: null,
    });
  });

  it('counts the seats held, and a full window is unavailable as full', () => {
    expect(windowState(window, seats(2), beforeStart, rules)).toMatchObject({
      remaining: 1,
      available: true,
      unavailable_reason: null,
    });
    expect(windowState(window, seats(3), beforeStart, rules)).toMatchObject({
      remaining: 0,
      available: false,
      unavailable_reason: 'full',
    });
    expect(windowState(window, seats(5), beforeStart, rules)).toMatchObject({ remaining: 0, unavailable_reason: 'full' });
  });

  it('is too soon when it starts before the cutoff, full or not; a start exactly at the cutoff is fine', () => {
    const afterStart = new Date(window.start.getTime() + 1);
    expect(windowState(window, new Map(), afterStart, rules)).toMatchObject({
      remaining: 3,
      available: false,
      unavailable_reason: 'too_soon',
    });
    expect(windowState(window, seats(3), afterStart, rules)).toMatchObject({ unavailable_reason: 'too_soon' });
    expect(windowState(window, new Map(), window.start, rules)).toMatchObject({ available: true, unavailable_reason: null });
  });

  it('counts only the seats of this exact window', () => {
    const other = new Map([[windowKey(window.start, new Date('2026-11-24T16:00:00Z')), 3]]);
    expect(windowState(window, other, beforeStart, rules).remaining).toBe(3);
  });
});

describe('boundsOf', () => {
  it('is the start and end a client sends back to book the window', () => {
    expect(boundsOf(windowState(window, new Map(), beforeStart, rules))).toEqual({
      start: '2026-11-24T13:00:00.000Z',
      end: '2026-11-24T15:00:00.000Z',
    });
  });
});
