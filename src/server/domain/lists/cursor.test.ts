import { describe, expect, it } from 'vitest';
import { CursorCodec, filterFingerprint } from './cursor';
import { deriveKey, sign } from '#server/domain/signing';

const codec = new CursorCodec('server-secret');
const position = { createdAt: new Date('2026-11-21T08:00:00.123Z'), id: 'part_abc', page: 2 };
const fp = filterFingerprint('parts', { status: 'active' });

function code(token: string, fingerprint = fp): string {
  try {
    codec.decode(token, fingerprint);
    return 'ok';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

/** A token carrying any payload, signed with the codec's key: tells the payload checks from the signature check. */
function signedBody(body: string): string {
  return `${body}.${sign(deriveKey('server-secret', 'list-cursor'), body)}`;
}
const signedPayload = (payload: unknown) => signedBody(Buffer.from(JSON.stringify(payload)).toString('base64url'));

describe('CursorCodec', () => {
  it('gives back the position it encoded, sort key and carried total included', () => {
    expect(codec.decode(codec.encode(position, fp), fp)).toStrictEqual(position);
    const keyed = { ...position, key: 42, total: 130 };
    expect(codec.decode(codec.encode(keyed, fp), fp)).toEqual(keyed);
    const nullKey = { ...position, key: null, total: 0 };
    expect(codec.decode(codec.encode(nullKey, fp), fp)).toEqual(nullKey);
  });

  it('makes an opaque, URL-safe token', () => {
    expect(codec.encode(position, fp)).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor made for other filters, with 400 invalid_cursor', () => {
    const token = codec.encode(position, fp);
    expect(code(token, filterFingerprint('parts', { status: 'retired' }))).toBe('invalid_cursor');
    expect(() => codec.decode(token, 'other')).toThrow(expect.objectContaining({ status: 400 }));
  });

  it('refuses a tampered, truncated, re-signed or foreign cursor', () => {
    const token = codec.encode(position, fp);
    const [body, signature] = token.split('.') as [string, string];
    const otherBody = Buffer.from(JSON.stringify({ t: 0, i: 'part_other', p: 1, f: fp })).toString('base64url');
    expect(code(`${otherBody}.${signature}`)).toBe('invalid_cursor');
    expect(code(`${body}.${signature.slice(0, -1)}`)).toBe('invalid_cursor');
    expect(code(`${body}.${signature}.extra`)).toBe('invalid_cursor');
    expect(code(`${body}.`)).toBe('invalid_cursor');
    expect(code(`.${signature}`)).toBe('invalid_cursor');
    expect(code(body)).toBe('invalid_cursor');
    expect(code(new CursorCodec('another-secret').encode(position, fp))).toBe('invalid_cursor');
  });

  it('refuses a correctly signed payload that is not a cursor', () => {
    const valid = { t: 1, i: 'part_1', p: 1, f: fp };
    expect(code(signedPayload(valid))).toBe('ok');
    expect(() => new CursorCodec('server-secret').decode(signedPayload({ ...valid, t: 'x' }), fp)).toThrow(
      'The cursor is not valid for this query; start again without `after`.',
    );
    for (const bad of [
      null,
      'text',
      [],
      { ...valid, t: 1.5 },
      { ...valid, t: '1' },
      { ...valid, i: '' },
      { ...valid, i: 7 },
      { ...valid, p: 0 },
      { ...valid, p: 1.5 },
      { ...valid, f: 1 },
      { ...valid, k: 'a' },
      { ...valid, k: 0.5 },
      { ...valid, n: -1 },
      { ...valid, n: 2.5 },
      { ...valid, t: 8.64e15 + 1 },
    ]) {
      expect(code(signedPayload(bad)), JSON.stringify(bad)).toBe('invalid_cursor');
    }
    expect(code(signedPayload({ ...valid, k: null, n: 0 }))).toBe('ok');
  });

  it('refuses a signed body that is not JSON', () => {
    const body = Buffer.from('not json').toString('base64url');
    expect(code(signedBody(body))).toBe('invalid_cursor');
  });
});

describe('filterFingerprint', () => {
  it('is the same whatever the filters’ order, and ignores unset filters', () => {
    expect(filterFingerprint('parts', { status: 'active', q: 'saw' })).toBe(
      filterFingerprint('parts', { q: 'saw', status: 'active' }),
    );
    expect(filterFingerprint('parts', { status: 'active', q: undefined })).toBe(filterFingerprint('parts', { status: 'active' }));
  });

  it('differs by resource, filter name and value, and is 16 URL-safe characters', () => {
    const base = filterFingerprint('parts', { status: 'active' });
    expect(base).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(filterFingerprint('orders', { status: 'active' })).not.toBe(base);
    expect(filterFingerprint('parts', { state: 'active' })).not.toBe(base);
    expect(filterFingerprint('parts', { status: 'retired' })).not.toBe(base);
    expect(filterFingerprint('parts', { status: '' })).not.toBe(filterFingerprint('parts', {}));
  });
});
