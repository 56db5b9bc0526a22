import { describe, expect, it } from 'vitest';
import { TOTP, Secret, URI } from 'otpauth';
import { newRecoveryCode, newTotpSecret, normalizedCode, otpauthUrl, totpCodeAt, totpStepOf } from './totp';

const NOW = new Date('2026-11-29T12:00:10.000Z');

describe('TOTP', () => {
  it('accepts the code an authenticator app makes from the secret, and names its step', () => {
    const secret = newTotpSecret();
    const app = new TOTP({ secret: Secret.fromBase32(secret) });
    const code = app.generate({ timestamp: NOW.getTime() });
    expect(totpStepOf(secret, code, NOW)).toBe(Math.floor(NOW.getTime() / 30_000));
  });

  it('accepts one step either side and nothing further', () => {
    const secret = newTotpSecret();
    const earlier = totpCodeAt(secret, new Date(NOW.getTime() - 30_000));
    const later = totpCodeAt(secret, new Date(NOW.getTime() + 30_000));
    const stale = totpCodeAt(secret, new Date(NOW.getTime() - 90_000));
    const step = Math.floor(NOW.getTime() / 30_000);
    expect(totpStepOf(secret, earlier, NOW)).toBe(step - 1);
    expect(totpStepOf(secret, later, NOW)).toBe(step + 1);
    expect(totpStepOf(secret, stale, NOW)).toBeNull();
  });

  it('refuses a code of another secret, and text that is not six digits', () => {
    const secret = newTotpSecret();
    expect(totpStepOf(secret, totpCodeAt(newTotpSecret(), NOW), NOW)).toBeNull();
    for (const typed of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(totpStepOf(secret, typed, NOW)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI an app can read back', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = URI.parse(otpauthUrl(secret, 'chef@example.test'));
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed.issuer).toBe('Whetstone');
    expect(parsed.label).toBe('chef@example.test');
    expect(parsed.secret.base32).toBe(secret);
  });
});

describe('recovery codes', () => {
  it('are ten characters from an unambiguous alphabet, different each time', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(new Set(codes).size).toBe(200);
  });

  it('compare without spaces, dashes or case', () => {
    expect(normalizedCode(' AB3DE-fg7hj ')).toBe('ab3defg7hj');
    expect(normalizedCode('123 456')).toBe('123456');
  });
});
