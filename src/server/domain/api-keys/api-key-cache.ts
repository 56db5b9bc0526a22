import type { Scope } from '#contract/scopes';

/** What a request needs to know about a usable key, as read from the database. */
export interface UsableApiKey {
  id: string;
  name: string;
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

/** After a forget, nothing is remembered for a while: a read racing the write's commit may still see the old row. */
const QUIET_AFTER_FORGET_MS = 2_000;
/** Enough for every key of a busy service; beyond it the oldest reads go first. */
const MAX_ENTRIES = 10_000;

/**
 * Usable API keys by secret hash, for at most `maxAgeMs`: the key lookup is a database
 * round trip on every v1 request, most of them by the same few keys. One per server process
 * (createApp makes it). A write to a key or an account made by this process empties it at once
 * (forget); another process sharing the database sees it when its entry expires, so `maxAgeMs`
 * is how late a revocation can take effect there. Expiry needs no cache: it is checked on every use.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();
  private quietUntil = 0;

  get(secretHash: string, maxAgeMs: number, now: Date): UsableApiKey | undefined {
    const entry = this.entries.get(secretHash);
    if (!entry) return undefined;
    if (performance.now() - entry.readAt >= maxAgeMs || (entry.key.expiresAt && entry.key.expiresAt <= now)) {
      this.entries.delete(secretHash);
      return undefined;
    }
    return entry.key;
  }

  remember(secretHash: string, key: UsableApiKey, maxAgeMs: number): void {
    if (maxAgeMs <= 0 || performance.now() < this.quietUntil) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(secretHash, { key, readAt: performance.now() });
  }

  /** Called by every write that can change what a key may do: revoke, roll, a plan change. */
  forget(): void {
    this.entries.clear();
    this.quietUntil = performance.now() + QUIET_AFTER_FORGET_MS;
  }
}
