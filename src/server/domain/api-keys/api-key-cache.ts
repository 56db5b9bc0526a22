import type { Scope } from '#contract/scopes';

/** What a request needs to know about a usable key, as read from the database. */
export interface UsableApiKey {
  id: string;
  accountId: string;
  plan: string;
  scopes: Scope[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

interface Entry {
  key: UsableApiKey;
  /** performance.now() when read: the cache ages in real time, whatever clock the app runs on. */
  readAt: number;
}

const entries = new Map<string, Entry>();
/** After a forget, nothing is remembered for a while: a read racing the write's commit may still see the old row. */
const QUIET_AFTER_FORGET_MS = 2_000;
let quietUntil = 0;
/** Enough for every key of a busy service; beyond it the oldest reads go first. */
const MAX_ENTRIES = 10_000;

/**
 * Usable API keys by secret hash, for at most `maxAgeMs`: the key lookup is a database
 * round trip on every v1 request, most of them by the same few keys. A write to a key or
 * an account made by this process empties the cache at once (forgetApiKeys); another
 * process sharing the database sees it when its entry expires, so `maxAgeMs` is how late
 * a revocation can take effect there. Expiry needs no cache: it is checked on every use.
 */
export function cachedApiKey(secretHash: string, maxAgeMs: number, now: Date): UsableApiKey | undefined {
  const entry = entries.get(secretHash);
  if (!entry) return undefined;
  if (performance.now() - entry.readAt >= maxAgeMs || (entry.key.expiresAt && entry.key.expiresAt <= now)) {
    entries.delete(secretHash);
    return undefined;
  }
  return entry.key;
}

export function rememberApiKey(secretHash: string, key: UsableApiKey, maxAgeMs: number): void {
  if (maxAgeMs <= 0 || performance.now() < quietUntil) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(secretHash, { key, readAt: performance.now() });
}

/** Called by every write that can change what a key may do: revoke, roll, a plan change. */
export function forgetApiKeys(): void {
  entries.clear();
  quietUntil = performance.now() + QUIET_AFTER_FORGET_MS;
}
