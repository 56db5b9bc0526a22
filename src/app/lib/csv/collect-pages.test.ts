import { describe, expect, it, vi } from 'vitest';
import type { InvoiceListItem } from '#contract/invoices';
import { ApiError, type RateLimitInfo } from '#app/lib/http/api-error';
import { collectPages, pauseUntil, rateLimitReserve, type CollectProgress, type FetchPage } from './collect-pages';

function invoice(n: number): InvoiceListItem {
  return {
    id: `inv_${n}`,
    invoice_number: `INV-${n}`,
    status: 'paid',
    total_cents: n,
    tax_cents: 0,
    due_date: '2026-12-01',
    pdf_url: 'https://cdn.example.com/x.pdf',
    created_at: '2026-11-01T09:00:00.000Z',
  };
}

/** A fake endpoint serving `total` invoices in pages, with the given rate-limit headers per page. */
function pagedEndpoint(total: number, rateLimits: (page: number) => RateLimitInfo) {
  const calls: (string | undefined)[] = [];
  const fetchPage = vi.fn(async ({ after, limit, onRateLimit }) => {
    calls.push(after);
    const start = after === undefined ? 0 : Number(after);
    const data = Array.from({ length: Math.min(limit, total - start) }, (_, i) => invoice(start + i));
    onRateLimit?.(rateLimits(calls.length - 1));
    const next = start + limit < total ? String(start + limit) : null;
    return { data, meta: { total, next_cursor: next } };
  }) as unknown as FetchPage<InvoiceListItem>;
  return { fetchPage, calls };
}

const plenty = (): RateLimitInfo => ({ limit: 120, remaining: 100, reset: 2_000, retryAfter: null });

describe('collectPages', () => {
  it('walks every page with the largest page size and reports progress', async () => {
    const { fetchPage, calls } = pagedEndpoint(250, plenty);
    const progress: CollectProgress[] = [];
    const rows = await collectPages(fetchPage, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(rows).toHaveLength(250);
    expect(new Set(rows.map((r) => r.id)).size).toBe(250);
    expect(calls).toEqual([undefined, '100', '200']);
    expect(progress.map((p) => p.fetched)).toEqual([0, 100, 200, 250]);
    expect(progress.at(-1)?.total).toBe(250);
  });

  it('waits for the window to reset when few requests are left', async () => {
    const now = 1_000_000;
    const { fetchPage } = pagedEndpoint(150, () => ({ limit: 120, remaining: 3, reset: now / 1000 + 20, retryAfter: null }));
    const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => undefined);
    const progress: CollectProgress[] = [];
    await collectPages(fetchPage, {
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
      now: () => now,
      sleep,
    });
    expect(sleep).toHaveBeenCalledOnce();
    expect(sleep.mock.calls[0]?.[0]).toBe(20_000);
    expect(progress.some((p) => p.pausedUntil === now + 20_000)).toBe(true);
  });

  it('retries a page that failed with a 5xx, with backoff, and carries on from that page', async () => {
    const { fetchPage, calls } = pagedEndpoint(150, plenty);
    const serverError = new ApiError({ status: 500, code: 'internal_error', message: 'boom' });
    let failed = false;
    const flaky: FetchPage<InvoiceListItem> = async (call) => {
      if (!failed && call.after === '100') {
        failed = true;
        throw serverError;
      }
      return fetchPage(call);
    };
    const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => undefined);
    const rows = await collectPages(flaky, { signal: new AbortController().signal, onProgress: () => undefined, sleep });
    expect(rows).toHaveLength(150);
    expect(calls).toEqual([undefined, '100']);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500]);
  });

  it('gives up on a page after three retries, and never retries a 4xx', async () => {
    const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => undefined);
    const options = { signal: new AbortController().signal, onProgress: () => undefined, sleep };
    const failing = (status: number) =>
      vi.fn(async () => {
        throw new ApiError({ status, code: 'x', message: 'x' });
      }) as unknown as FetchPage<InvoiceListItem>;

    const down = failing(503);
    await expect(collectPages(down, options)).rejects.toThrow(ApiError);
    expect(down).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1_000, 2_000]);

    const refused = failing(400);
    await expect(collectPages(refused, options)).rejects.toThrow(ApiError);
    expect(refused).toHaveBeenCalledOnce();
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const { fetchPage, calls } = pagedEndpoint(500, plenty);
    const abortable: FetchPage<InvoiceListItem> = (call) => {
      if (call.signal.aborted) return Promise.reject(call.signal.reason);
      return fetchPage(call);
    };
    const result = collectPages(abortable, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.fetched === 100) controller.abort(new DOMException('Cancelled', 'AbortError'));
      },
    });
    await expect(result).rejects.toThrow('Cancelled');
    expect(calls).toHaveLength(1);
  });
});

describe('pauseUntil', () => {
  it('pauses only when the remaining requests reach the reserve', () => {
    expect(rateLimitReserve(120)).toBe(12);
    expect(rateLimitReserve(6)).toBe(1);
    expect(rateLimitReserve(null)).toBe(5);
    expect(pauseUntil({ limit: 120, remaining: 13, reset: 2000, retryAfter: null }, 1_000_000)).toBeNull();
    expect(pauseUntil({ limit: 120, remaining: 12, reset: 2000, retryAfter: null }, 1_000_000)).toBe(2_000_000);
    expect(pauseUntil({ limit: 120, remaining: 0, reset: 900, retryAfter: null }, 1_000_000)).toBeNull();
    expect(pauseUntil(null, 0)).toBeNull();
  });
});
