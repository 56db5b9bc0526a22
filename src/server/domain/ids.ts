import { randomBytes } from 'node:crypto';

export type IdPrefix =
  | 'part'
  | 'history'
  | 'ord'
  | 'inv'
  | 'we'
  | 'whd'
  | 'pta'
  | 'site'
  | 'invt'
  | 'aud'
  | 'mail'
  | 'cmail'
  | 'sess'
  | 'psch'
  | 'bcon';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** An opaque prefixed id (`part_…`): 16 random base-36 characters, ~82 bits. */
export function newId(prefix: IdPrefix): string {
  const bytes = randomBytes(16);
  let body = '';
  for (const byte of bytes) body += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${body}`;
}
