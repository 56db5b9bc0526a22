import { describe, expect, it } from 'vitest';
import { apiKeyState, isUsable, oldSecretNote } from './api-key-state';

const now = Date.parse('2026-11-21T09:00:00Z');
const at = (iso: string | null) => ({ expires_at: iso, revoked_at: null });

describe('apiKeyState', () => {
  it('is active without an expiry or with more than 7 days left', () => {
    expect(apiKeyState(at(null), now)).toBe('active');
    expect(apiKeyState(at('2026-11-28T09:00:01Z'), now)).toBe('active');
  });

  it('is expiring soon within 7 days', () => {
    expect(apiKeyState(at('2026-11-28T09:00:00Z'), now)).toBe('expiring_soon');
    expect(apiKeyState(at('2026-11-21T10:00:00Z'), now)).toBe('expiring_soon');
  });

  it('is expired at and after its expiry', () => {
    expect(apiKeyState(at('2026-11-21T09:00:00Z'), now)).toBe('expired');
    expect(apiKeyState(at('2026-01-01T00:00:00Z'), now)).toBe('expired');
  });

  it('is revoked whatever its expiry', () => {
    expect(apiKeyState({ expires_at: '2027-01-01T00:00:00Z', revoked_at: '2026-11-20T00:00:00Z' }, now)).toBe('revoked');
  });

  it('lets only working keys be rolled or revoked', () => {
    expect(isUsable('active')).toBe(true);
    expect(isUsable('expiring_soon')).toBe(true);
    expect(isUsable('expired')).toBe(false);
    expect(isUsable('revoked')).toBe(false);
  });
});

describe('oldSecretNote', () => {
  const rolled = (expires: string | null, extra: { revoked_at?: string | null; rolled_at?: string | null } = {}) => ({
    expires_at: expires,
    revoked_at: null,
    rolled_at: '2026-11-21T08:00:00Z',
    ...extra,
  });
  const when = (iso: string) => `at ${iso}`;

  it('says the old row of a roll is the old secret, and when it stops working', () => {
    expect(oldSecretNote(rolled('2026-11-21T10:00:00Z'), when, now)).toBe(
      'Old secret, replaced by a roll: stops working at 2026-11-21T10:00:00Z.',
    );
    expect(oldSecretNote(rolled('2026-11-21T08:00:00Z'), when, now)).toBe(
      'Old secret, replaced by a roll: stopped working at 2026-11-21T08:00:00Z.',
    );
  });

  it('says nothing for a key never rolled, a revoked one, or from a server that does not tell', () => {
    expect(oldSecretNote(rolled('2026-11-21T10:00:00Z', { rolled_at: null }), when, now)).toBeNull();
    expect(oldSecretNote({ expires_at: null, revoked_at: null }, when, now)).toBeNull();
    expect(oldSecretNote(rolled(null, { revoked_at: '2026-11-21T08:30:00Z' }), when, now)).toBeNull();
  });
});
