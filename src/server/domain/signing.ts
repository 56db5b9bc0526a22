import { createHmac, timingSafeEqual } from 'node:crypto';

/** One HMAC key per purpose, derived from the server secret, so a cursor can never pass as a PDF signature. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`whetstone:${purpose}`).digest();
}

export function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function verifySignature(key: Buffer, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
