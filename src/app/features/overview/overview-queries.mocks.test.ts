import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { Suspense, createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceListResponseSchema, type InvoiceListItem } from '#contract/invoices';
import { orderListResponseSchema } from '#contract/orders';
import { LIST_PAGE_SIZE } from '#app/components/infinite-list/cursor-list-query';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import {
  invoiceSummaryQueryOptions,
  invoicesDue,
  RECENT_ORDERS,
  recentOrdersQueryOptions,
  summarizeInvoices,
  useInvoiceSummary,
  useRecentOrders,
} from './overview-queries';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

function renderWithClient<T>(hook: () => T) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, createElement(Suspense, { fallback: null }, children));
  return renderHook(hook, { wrapper }).result;
}

const under = (prefix: readonly string[], key: readonly unknown[]) => expect(key.slice(0, prefix.length)).toEqual([...prefix]);

function invoice(n: number, due: string, cents: number, status = 'sent'): InvoiceListItem {
  return {
    id: `inv_${n}`,
    invoice_number: `INV-${String(n).padStart(6, '0')}`,
    status,
    total_cents: cents,
    tax_cents: 0,
    due_date: due,
    pdf_url: 'https://cdn.example.com/x.pdf',
    created_at: '2026-11-01T09:00:00.000Z',
  };
}

describe('summarizeInvoices', () => {
  it('sums the amounts when the page holds every invoice', () => {
    expect(summarizeInvoices([invoice(1, '2026-12-01', 1000), invoice(2, '2026-12-02', 250)], 2)).toMatchObject({
      count: 2,
      amountCents: 1250,
    });
    expect(summarizeInvoices([], 0)).toMatchObject({ count: 0, amountCents: 0 });
  });

  it('gives no amount rather than a partial one when there are more', () => {
    expect(summarizeInvoices([invoice(1, '2026-12-01', 1000)], 101)).toMatchObject({ count: 101, amountCents: null });
  });
});

describe('invoicesDue', () => {
  it('puts the earliest due date first across statuses', () => {
    const sent = summarizeInvoices([invoice(1, '2026-12-05', 1), invoice(2, '2026-12-01', 1)], 2);
    const overdue = summarizeInvoices([invoice(3, '2026-10-01', 1, 'overdue')], 1);
    expect(invoicesDue([sent, overdue], 2).map((i) => i.id)).toEqual(['inv_3', 'inv_2']);
  });
});

describe('recentOrdersQueryOptions', () => {
  it('asks for the newest few orders (the pickups due have a read of their own) and keeps the account total', async () => {
    const orders = [{ id: 'ord_2' }, { id: 'ord_1' }];
    apiRequest.mockResolvedValue({ data: orders, meta: { total: 42, next_cursor: 'c' } });
    await expect(createQueryClient().fetchQuery(recentOrdersQueryOptions())).resolves.toEqual({ orders, total: 42 });
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/orders');
    expect(request.query).toEqual({ limit: RECENT_ORDERS });
    expect(request.schema).toBe(orderListResponseSchema);
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it('is keyed under orders, so order writes refresh it', () => {
    under(resourceKeys.orders, recentOrdersQueryOptions().queryKey);
    expect(recentOrdersQueryOptions().queryKey).not.toEqual([...resourceKeys.orders]);
    expect(recentOrdersQueryOptions().queryKey).toEqual(recentOrdersQueryOptions().queryKey);
  });
});

describe('invoiceSummaryQueryOptions', () => {
  it('asks for one full page of the status and summarizes it', async () => {
    const rows = [invoice(1, '2026-12-01', 1000), invoice(2, '2026-12-02', 250)];
    apiRequest.mockResolvedValue({ data: rows, meta: { total: 2, next_cursor: null } });
    await expect(createQueryClient().fetchQuery(invoiceSummaryQueryOptions('overdue'))).resolves.toEqual({
      count: 2,
      amountCents: 1250,
      invoices: rows,
    });
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/invoices');
    expect(request.query).toEqual({ status: 'overdue', limit: LIST_PAGE_SIZE });
    expect(request.schema).toBe(invoiceListResponseSchema);
    expect(request.signal).toBeInstanceOf(AbortSignal);
  });

  it('keys each status under invoices, apart from the other', () => {
    under(resourceKeys.invoices, invoiceSummaryQueryOptions('sent').queryKey);
    under(resourceKeys.invoices, invoiceSummaryQueryOptions('overdue').queryKey);
    expect(invoiceSummaryQueryOptions('sent').queryKey).not.toEqual(invoiceSummaryQueryOptions('overdue').queryKey);
    expect(invoiceSummaryQueryOptions('sent').queryKey).toEqual(invoiceSummaryQueryOptions('sent').queryKey);
  });
});

describe('the overview hooks', () => {
  it('return the recent orders and an invoice summary', async () => {
    const rows = [invoice(1, '2026-12-01', 700)];
    apiRequest.mockImplementation(async ({ path }) =>
      path === '/v1/orders'
        ? { data: [{ id: 'ord_1' }], meta: { total: 1, next_cursor: null } }
        : { data: rows, meta: { total: 1, next_cursor: null } },
    );
    const orders = renderWithClient(() => useRecentOrders());
    await waitFor(() => expect(orders.current).toEqual({ orders: [{ id: 'ord_1' }], total: 1 }));
    const summary = renderWithClient(() => useInvoiceSummary('sent'));
    await waitFor(() => expect(summary.current).toEqual({ count: 1, amountCents: 700, invoices: rows }));
    expect(apiRequest.mock.lastCall![0].query).toEqual({ status: 'sent', limit: LIST_PAGE_SIZE });
  });
});
