import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiKeyCache, type UsableApiKey } from './api-key-cache';

const now = new Date('2026-03-02T12:00:00Z');
let clock = 0;
let cache: ApiKeyCache;

function key(id: string, expiresAt: Date | null = null): UsableApiKey {
  return { id, name: 'a key', accountId: 'acc_1', plan: 'standard', scopes: ['parts:read'], expiresAt, lastUsedAt: null };
}

beforeEach(() => {
  clock = 1_000_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  cache = new ApiKeyCache();
});
afterEach(() => vi.restoreAllMocks());

describe('api key cache', () => {
  it('answers from memory until the entry is exactly maxAgeMs old', () => {
    cache.remember('h1', key('k1'), 1_000);
    clock += 999;
    expect(cache.get('h1', 1_000, now)?.id).toBe('k1');
    clock += 1;
    expect(cache.get('h1', 1_000, now)).toBeUndefined();
  });

  it('drops an entry that aged out, so a later, longer-lived read does not bring it back', () => {
    cache.remember('h1', key('k1'), 1_000);
    clock += 500;
    expect(cache.get('h1', 400, now)).toBeUndefined();
    expect(cache.get('h1', 60_000, now)).toBeUndefined();
  });

  it('never answers with a key that has expired, up to and including its expiry instant', () => {
    cache.remember('later', key('k1', new Date(now.getTime() + 1)), 60_000);
    cache.remember('exact', key('k2', now), 60_000);
    cache.remember('never', key('k3', null), 60_000);
    expect(cache.get('later', 60_000, now)?.id).toBe('k1');
    expect(cache.get('exact', 60_000, now)).toBeUndefined();
    expect(cache.get('never', 60_000, now)?.id).toBe('k3');
  });

  it('remembers nothing when caching is off', () => {
    cache.remember('h1', key('k1'), 0);
    expect(cache.get('h1', 60_000, now)).toBeUndefined();
  });

  it('forgets every key at once, and remembers none for two seconds after', () => {
    cache.remember('h1', key('k1'), 60_000);
    cache.remember('h2', key('k2'), 60_000);
    cache.forget();
    expect(cache.get('h1', 60_000, now)).toBeUndefined();
    expect(cache.get('h2', 60_000, now)).toBeUndefined();

    clock += 1_999;
    cache.remember('h1', key('k1'), 60_000);
    expect(cache.get('h1', 60_000, now)).toBeUndefined();

    clock += 1;
    cache.remember('h1', key('k1'), 60_000);
    expect(cache.get('h1', 60_000, now)?.id).toBe('k1');
  });

  it('holds 10,000 keys and then lets the oldest read go first', () => {
    for (let i = 0; i < 10_000; i++) cache.remember(`h${i}`, key(`k${i}`), 60_000);
    expect(cache.get('h0', 60_000, now)?.id).toBe('k0');

    cache.remember('h10000', key('k10000'), 60_000);
    expect(cache.get('h0', 60_000, now)).toBeUndefined();
    expect(cache.get('h1', 60_000, now)?.id).toBe('k1');
    expect(cache.get('h10000', 60_000, now)?.id).toBe('k10000');
  });

  it('frees the room of an entry it dropped, so a full cache then evicts nobody', () => {
    for (let i = 0; i < 10_000; i++) cache.remember(`h${i}`, key(`k${i}`), 60_000);
    expect(cache.get('h5000', 0, now)).toBeUndefined();

    cache.remember('h10000', key('k10000'), 60_000);
    expect(cache.get('h0', 60_000, now)?.id).toBe('k0');
    expect(cache.get('h10000', 60_000, now)?.id).toBe('k10000');
  });
});
