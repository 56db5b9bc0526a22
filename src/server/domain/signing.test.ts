import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey, sign, verifySignature } from './signing';

describe('signing', () => {
  const key = deriveKey('server-secret', 'pdf-link');

  it('verifies its own signature and nothing else', () => {
    const signature = sign(key, 'inv_1:1700000000');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifySignature(key, 'inv_1:1700000000', signature)).toBe(true);
    expect(verifySignature(key, 'inv_2:1700000000', signature)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifySignature(key, 'inv_1:1700000000', flipped)).toBe(false);
    expect(verifySignature(key, 'inv_1:1700000000', signature.slice(0, -1))).toBe(false);
    expect(verifySignature(key, 'inv_1:1700000000', '')).toBe(false);
  });

  it('derives one key per purpose and per secret, so a signature for one purpose fails every other', () => {
    const signature = sign(key, 'payload');
    expect(verifySignature(deriveKey('server-secret', 'list-cursor'), 'payload', signature)).toBe(false);
    expect(verifySignature(deriveKey('other-secret', 'pdf-link'), 'payload', signature)).toBe(false);
    expect(deriveKey('server-secret', 'pdf-link').equals(key)).toBe(true);
  });

  it('is HMAC-SHA256 of the namespaced purpose under the secret: keys made before stay valid', () => {
    expect(key.equals(createHmac('sha256', 'server-secret').update('whetstone:pdf-link').digest())).toBe(true);
  });
});
