import type { ListMeta } from '#contract/common';
import { LIST_PAGE_SIZE } from '#app/components/infinite-list/cursor-list-query';
import type { RateLimitInfo } from '#app/lib/http/api-error';
import { retryDelay, shouldRetryRead } from '#app/lib/http/query-client';

export interface CollectProgress {
  fetched: number;
  /** meta.total of the filtered list, once the first page has answered. */
  total: number | null;
  /** Epoch ms until which the walk waits for the rate-limit window to reset; null when running. */
  pausedUntil: number | null;
}

export interface PageCall {
  after: string | undefined;
  limit: number;
  signal: AbortSignal;
  onRateLimit: (info: RateLimitInfo) => void;
}

export type FetchPage<T> = (call: PageCall) => Promise<{ data: T[]; meta: Pick<ListMeta, 'total' | 'next_cursor'> }>;

export interface CollectOptions {
  signal: AbortSignal;
  onProgress: (progress: CollectProgress) => void;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Requests left for the rest of the portal (other tabs, the list itself) while an export runs. */
export function rateLimitReserve(limit: number | null): number {
  return limit === null ? 5 : Math.max(1, Math.ceil(limit / 10));
}

/** When the next page should wait for the window to reset, else null. */
export function pauseUntil(info: RateLimitInfo | null, now: number): number | null {
  if (!info || info.remaining === null || info.reset === null) return null;
  if (info.remaining > rateLimitReserve(info.limit)) return null;
  const resetMs = info.reset * 1000;
  return resetMs > now ? resetMs : null;
}

/** A page is a read like any other: a network error or 5xx is retried with the query client's backoff. */
async function withReadRetries<T>(
  read: () => Promise<T>,
  signal: AbortSignal,
  sleep: (ms: number, signal: AbortSignal) => Promise<void>,
): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await read();
    } catch (error) {
      if (signal.aborted || !shouldRetryRead(failures, error)) throw error;
      await sleep(retryDelay(failures), signal);
    }
  }
}

/**
 * Every row of a filtered list, page by page (the largest page, following next_cursor).
 * Pauses before the account runs out of requests rather than running into 429s; abortable.
 */
export async function collectPages<T>(fetchPage: FetchPage<T>, options: CollectOptions): Promise<T[]> {
  const { signal, onProgress, now = Date.now, sleep = abortableSleep } = options;
  const rows: T[] = [];
  let after: string | undefined;
  let total: number | null = null;
  onProgress({ fetched: 0, total, pausedUntil: null });
  for (;;) {
    let rateLimit: RateLimitInfo | null = null;
    const call = { after, limit: LIST_PAGE_SIZE, signal, onRateLimit: (info: RateLimitInfo) => (rateLimit = info) };
    const page = await withReadRetries(() => fetchPage(call), signal, sleep);
    rows.push(...page.data);
    total = page.meta.total;
    onProgress({ fetched: rows.length, total, pausedUntil: null });
    if (page.meta.next_cursor === null) return rows;
    after = page.meta.next_cursor;
    const until = pauseUntil(rateLimit, now());
    if (until !== null) {
      onProgress({ fetched: rows.length, total, pausedUntil: until });
      await sleep(until - now(), signal);
      onProgress({ fetched: rows.length, total, pausedUntil: null });
    }
  }
}
