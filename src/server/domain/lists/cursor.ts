import { createHash } from 'node:crypto';
import { ApiError } from '#server/api-error';
import { deriveKey, sign, verifySignature } from '#server/domain/signing';

/** Where a page ended: the last row's sort key and the page number it was on. */
export interface CursorPosition {
  createdAt: Date;
  id: string;
  page: number;
  /** The sort column's value when the list is not sorted by created_at (null sorts last). */
  key?: number | null;
  /** A total counted on the walk's first page, carried so later pages need not count again. */
  total?: number;
}

interface CursorPayload {
  t: number;
  i: string;
  p: number;
  f: string;
  k?: number | null;
  n?: number;
}

/** A short, stable hash of a list's resource and filters: a cursor only works for the query that made it. */
export function filterFingerprint(resource: string, filters: Record<string, string | undefined>): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([resource, entries]))
    .digest('base64url')
    .slice(0, 16);
}

const invalidCursor = () =>
  new ApiError('invalid_cursor', 'The cursor is not valid for this query; start again without `after`.');

function isPayload(value: unknown): value is CursorPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.t) &&
    typeof v.i === 'string' &&
    v.i.length > 0 &&
    Number.isSafeInteger(v.p) &&
    (v.p as number) >= 1 &&
    typeof v.f === 'string' &&
    (v.k === undefined || v.k === null || Number.isSafeInteger(v.k)) &&
    (v.n === undefined || (Number.isSafeInteger(v.n) && (v.n as number) >= 0))
  );
}

/** Opaque, HMAC-signed cursors: tampering or reuse with other filters is detected, not trusted. */
export class CursorCodec {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = deriveKey(secret, 'list-cursor');
  }

  encode(position: CursorPosition, fingerprint: string): string {
    const payload: CursorPayload = { t: position.createdAt.getTime(), i: position.id, p: position.page, f: fingerprint };
    if (position.key !== undefined) payload.k = position.key;
    if (position.total !== undefined) payload.n = position.total;
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${sign(this.key, body)}`;
  }

  decode(token: string, fingerprint: string): CursorPosition {
    const [body, signature, extra] = token.split('.');
    if (!body || !signature || extra !== undefined || !verifySignature(this.key, body, signature)) throw invalidCursor();
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw invalidCursor();
    }
    if (!isPayload(payload) || payload.f !== fingerprint) throw invalidCursor();
    const createdAt = new Date(payload.t);
    if (Number.isNaN(createdAt.getTime())) throw invalidCursor();
    return {
      createdAt,
      id: payload.i,
      page: payload.p,
      ...(payload.k !== undefined && { key: payload.k }),
      ...(payload.n !== undefined && { total: payload.n }),
    };
  }
}
