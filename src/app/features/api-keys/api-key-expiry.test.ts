import { describe, expect, it } from 'vitest';
import { expiryToTimestamp, graceToTimestamp, localDay } from './api-key-expiry';

const now = new Date('2026-11-21T09:00:00.000Z');

describe('expiryToTimestamp', () => {
  it('counts whole days from now', () => {
    expect(expiryToTimestamp('30', '', now)).toEqual({ ok: true, expiresAt: '2026-12-21T09:00:00.000Z' });
    expect(expiryToTimestamp('365', '', now)).toEqual({ ok: true, expiresAt: '2027-11-21T09:00:00.000Z' });
  });

  it('sends null for never', () => {
    expect(expiryToTimestamp('never', '', now)).toEqual({ ok: true, expiresAt: null });
  });

  it('ends a chosen day at its last moment in the viewer’s zone', () => {
    const result = expiryToTimestamp('date', '2027-01-15', now);
    expect(result.ok).toBe(true);
    const end = new Date(result.ok ? (result.expiresAt ?? '') : '');
    expect(localDay(end)).toBe('2027-01-15');
    expect(end.getHours()).toBe(23);
  });

  it('refuses a missing or past day', () => {
    expect(expiryToTimestamp('date', '', now).ok).toBe(false);
    expect(expiryToTimestamp('date', '2026-11-01', now).ok).toBe(false);
  });
});

describe('graceToTimestamp', () => {
  it('is now or the chosen delay', () => {
    expect(graceToTimestamp('now', now)).toBe('2026-11-21T09:00:00.000Z');
    expect(graceToTimestamp('1h', now)).toBe('2026-11-21T10:00:00.000Z');
    expect(graceToTimestamp('24h', now)).toBe('2026-11-22T09:00:00.000Z');
    expect(graceToTimestamp('7d', now)).toBe('2026-11-28T09:00:00.000Z');
  });
});
