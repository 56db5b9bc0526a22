import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './idempotency-fingerprint';

const body = (value: unknown, space?: number) => JSON.stringify(value, null, space);

describe('requestFingerprint', () => {
  it('is the same for the same JSON document, whatever its key order or spacing, at every depth', () => {
    const a = requestFingerprint('POST', '/v1/orders', body({ parts: [{ id: 'p1', note: 'x' }], window: { start: 1, end: 2 } }));
    const b = requestFingerprint(
      'POST',
      '/v1/orders',
      body({ window: { end: 2, start: 1 }, parts: [{ note: 'x', id: 'p1' }] }, 2),
    );
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs when a value, an array order, the method or the path and query differ', () => {
    const base = requestFingerprint('POST', '/v1/orders', body({ parts: ['p1', 'p2'], n: 1 }));
    expect(requestFingerprint('POST', '/v1/orders', body({ parts: ['p1', 'p2'], n: 2 }))).not.toBe(base);
    expect(requestFingerprint('POST', '/v1/orders', body({ parts: ['p2', 'p1'], n: 1 }))).not.toBe(base);
    expect(requestFingerprint('PATCH', '/v1/orders', body({ parts: ['p1', 'p2'], n: 1 }))).not.toBe(base);
    expect(requestFingerprint('POST', '/v1/orders?x=1', body({ parts: ['p1', 'p2'], n: 1 }))).not.toBe(base);
  });

  it('tells apart keys and values that only differ by where they sit', () => {
    expect(requestFingerprint('POST', '/p', body({ a: 'b' }))).not.toBe(requestFingerprint('POST', '/p', body({ b: 'a' })));
    expect(requestFingerprint('POST', '/p', body({ a: null }))).not.toBe(requestFingerprint('POST', '/p', body({ a: 'null' })));
    expect(requestFingerprint('POST', '/p', body([1, 2]))).not.toBe(requestFingerprint('POST', '/p', body({ 0: 1, 1: 2 })));
    expect(requestFingerprint('POST', '/p', body([1, 23]))).not.toBe(requestFingerprint('POST', '/p', body([12, 3])));
  });

  it('treats null like any other JSON value, at the top and inside', () => {
    expect(requestFingerprint('POST', '/p', 'null')).toBe(requestFingerprint('POST', '/p', ' null '));
    expect(requestFingerprint('POST', '/p', '{"a":null,"b":1}')).toBe(requestFingerprint('POST', '/p', '{ "b": 1, "a": null }'));
  });

  it('sorts keys by code unit, so keys differing only in case or prefix never collide', () => {
    const ordered = requestFingerprint('POST', '/p', body({ B: 1, a: 2, ab: 3 }));
    expect(requestFingerprint('POST', '/p', body({ ab: 3, a: 2, B: 1 }))).toBe(ordered);
    expect(requestFingerprint('POST', '/p', body({ a: 2, ab: 3, B: 1 }))).toBe(ordered);
  });

  it('compares a body that is not JSON byte for byte, and never as equal to a JSON body', () => {
    expect(requestFingerprint('POST', '/p', 'a=1')).toBe(requestFingerprint('POST', '/p', 'a=1'));
    expect(requestFingerprint('POST', '/p', 'a=1')).not.toBe(requestFingerprint('POST', '/p', 'a=1 '));
    expect(requestFingerprint('POST', '/p', '')).not.toBe(requestFingerprint('POST', '/p', '""'));
    expect(requestFingerprint('POST', '/p', '{"a":1')).not.toBe(requestFingerprint('POST', '/p', '{"a":1}'));
  });
});
