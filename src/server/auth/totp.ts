import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// RFC 6238 codes as every authenticator app makes them: SHA-1, 6 digits, 30-second steps.
const PERIOD_SECONDS = 30;
const ISSUER = 'Whetstone';

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI a QR code carries: the app files it as "Whetstone (email)". */
export function otpauthUrl(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/**
 * The 30-second step the code belongs to when it is right for now, one step either side (a phone's
 * clock drifts, a person types slowly); null when it is not. The caller keeps the last step used,
 * so a code works once.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code for a moment: what an authenticator app shows (tests and the sandbox's demo use it). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

// Crockford's base32 without the look-alikes I, L, O, U: codes are read off paper and typed by hand.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A recovery code, `xxxxx-xxxxx`: 50 random bits. */
export function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

/** What a person typed, as it is compared: no spaces or dashes, lower case. */
export function normalizedCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}
