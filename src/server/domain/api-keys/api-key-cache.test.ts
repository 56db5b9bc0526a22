import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsableApiKey } from './api-key-cache';

type Cache = typeof import('./api-key-cache');

const now = new Date('2026-03-02T12:00:00Z');
let clock = 0;
let cache: Cache;

function key(id: string, expiresAt: Date | null = null): UsableApiKey {
  return { id, accountId: 'acc_1', plan: 'standard', scopes: ['parts:read'], expiresAt, lastUsedAt: null };
}

// The cache is module state: a fresh module per test keeps one test's entries and quiet window out of the next.
beforeEach(async () => {
  clock = 1_000_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.resetModules();
  cache = await import('./api-key-cache');
});
afterEach(() => vi.restoreAllMocks());

describe('api key cache', () => {
  it('answers from memory until the entry is exactly maxAgeMs old', () => {
    cache.rememberApiKey('h1', key('k1'), 1_000);
    clock += 999;
    expect(cache.cachedApiKey('h1', 1_000, now)?.id).toBe('k1');
    clock += 1;
    expect(cache.cachedApiKey('h1', 1_000, now)).toBeUndefined();
  });

  it('drops an entry that aged out, so a later, longer-lived read does not bring it back', () => {
    cache.rememberApiKey('h1', key('k1'), 1_000);
    clock += 500;
    expect(cache.cachedApiKey('h1', 400, now)).toBeUndefined();
    expect(cache.cachedApiKey('h1', 60_000, now)).toBeUndefined();
  });

  it('never answers with a key that has expired, up to and including its expiry instant', () => {
    cache.rememberApiKey('later', key('k1', new Date(now.getTime() + 1)), 60_000);
    cache.rememberApiKey('exact', key('k2', now), 60_000);
    cache.rememberApiKey('never', key('k3', null), 60_000);
    expect(cache.cachedApiKey('later', 60_000, now)?.id).toBe('k1');
    expect(cache.cachedApiKey('exact', 60_000, now)).toBeUndefined();
    expect(cache.cachedApiKey('never', 60_000, now)?.id).toBe('k3');
  });

  it('remembers nothing when caching is off', () => {
    cache.rememberApiKey('h1', key('k1'), 0);
    expect(cache.cachedApiKey('h1', 60_000, now)).toBeUndefined();
  });

  it('forgets every key at once, and remembers none for two seconds after', () => {
    cache.rememberApiKey('h1', key('k1'), 60_000);
    cache.rememberApiKey('h2', key('k2'), 60_000);
    cache.forgetApiKeys();
    expect(cache.cachedApiKey('h1', 60_000, now)).toBeUndefined();
    expect(cache.cachedApiKey('h2', 60_000, now)).toBeUndefined();

    clock += 1_999;
    cache.rememberApiKey('h1', key('k1'), 60_000);
    expect(cache.cachedApiKey('h1', 60_000, now)).toBeUndefined();

    clock += 1;
    cache.rememberApiKey('h1', key('k1'), 60_000);
    expect(cache.cachedApiKey('h1', 60_000, now)?.id).toBe('k1');
  });

  it('holds 10,000 keys and then lets the oldest read go first', () => {
    for (let i = 0; i < 10_000; i++) cache.rememberApiKey(`h${i}`, key(`k${i}`), 60_000);
    expect(cache.cachedApiKey('h0', 60_000, now)?.id).toBe('k0');

    cache.rememberApiKey('h10000', key('k10000'), 60_000);
    expect(cache.cachedApiKey('h0', 60_000, now)).toBeUndefined();
    expect(cache.cachedApiKey('h1', 60_000, now)?.id).toBe('k1');
    expect(cache.cachedApiKey('h10000', 60_000, now)?.id).toBe('k10000');
  });

  it('frees the room of an entry it dropped, so a full cache then evicts nobody', () => {
    for (let i = 0; i < 10_000; i++) cache.rememberApiKey(`h${i}`, key(`k${i}`), 60_000);
    expect(cache.cachedApiKey('h5000', 0, now)).toBeUndefined();

    cache.rememberApiKey('h10000', key('k10000'), 60_000);
    expect(cache.cachedApiKey('h0', 60_000, now)?.id).toBe('k0');
    expect(cache.cachedApiKey('h10000', 60_000, now)?.id).toBe('k10000');
  });
});
