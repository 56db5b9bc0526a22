import { describe, expect, it } from 'vitest';
import { apiKeyState, isUsable } from './api-key-state';

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
