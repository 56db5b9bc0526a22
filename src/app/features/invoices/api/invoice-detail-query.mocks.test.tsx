import { isNotFound } from '@tanstack/react-router';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceResponseSchema } from '#contract/invoices';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { resourceKeys } from '#app/lib/http/resource-keys';
import { fetchInvoice, invoiceDetailKey, invoiceQueryOptions, loadInvoice, useInvoice } from './invoice-detail-query';
import { invoicesKeys } from './invoices-list-query';
import { queryWrapper } from '#app/testing/query-wrapper';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const invoice = { id: 'inv_1', number: 'W-0001' };

describe('fetchInvoice', () => {
  it('reads one invoice by its escaped id and returns the record', async () => {
    apiRequest.mockResolvedValue({ data: invoice });
    const signal = new AbortController().signal;
    await expect(fetchInvoice('inv/1?x', signal)).resolves.toEqual(invoice);
    const request = apiRequest.mock.calls[0]![0];
    expect(request.path).toBe('/v1/invoices/inv%2F1%3Fx');
    expect(request.query).toBeUndefined();
    expect(request.schema).toBe(invoiceResponseSchema);
    expect(request.signal).toBe(signal);
  });
});

describe('invoiceQueryOptions', () => {
  it('keys each invoice under the invoices key, so invoice invalidations reach it', () => {
    const key = invoiceQueryOptions('inv_1').queryKey;
    expect(key).toEqual(invoiceDetailKey('inv_1'));
    expect(key.slice(0, resourceKeys.invoices.length)).toEqual([...resourceKeys.invoices]);
    expect(key).not.toEqual(invoiceDetailKey('inv_2'));
    expect(key.slice(0, invoicesKeys.lists().length)).not.toEqual(invoicesKeys.lists());
  });

  it('fetches the invoice it names', async () => {
    apiRequest.mockResolvedValue({ data: invoice });
    await expect(createQueryClient().fetchQuery(invoiceQueryOptions('inv_1'))).resolves.toEqual(invoice);
    expect(apiRequest.mock.calls[0]![0].path).toBe('/v1/invoices/inv_1');
    expect(apiRequest.mock.calls[0]![0].signal).toBeInstanceOf(AbortSignal);
  });
});

describe('loadInvoice', () => {
  it('fills the cache for the screen', async () => {
    apiRequest.mockResolvedValue({ data: invoice });
    const client = createQueryClient();
    await loadInvoice(client, 'inv_1');
    expect(client.getQueryData(invoiceDetailKey('inv_1'))).toEqual(invoice);
  });

  it("turns the API's 404 into the route's not-found screen", async () => {
    apiRequest.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'No such invoice.' }));
    const error: unknown = await loadInvoice(createQueryClient(), 'inv_missing').catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });

  it('passes other failures on unchanged', async () => {
    const forbidden = new ApiError({ status: 403, code: 'insufficient_scope', message: 'invoices:read' });
    apiRequest.mockRejectedValue(forbidden);
    await expect(loadInvoice(createQueryClient(), 'inv_1')).rejects.toBe(forbidden);
    const notAnApiError = Object.assign(new Error('404'), { status: 404 });
    apiRequest.mockRejectedValue(notAnApiError);
    await expect(loadInvoice(createQueryClient(), 'inv_1')).rejects.toBe(notAnApiError);
  });
});

describe('useInvoice', () => {
  it('returns the cached invoice', async () => {
    apiRequest.mockResolvedValue({ data: invoice });
    const client = createQueryClient();
    const wrapper = queryWrapper(client);
    const { result } = renderHook(() => useInvoice('inv_1'), { wrapper });
    await waitFor(() => expect(result.current).toEqual(invoice));
  });
});
