import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/http/api-error';
import type { ApiRequest } from '#app/lib/http/http-client';
import { createQueryClient } from '#app/lib/http/query-client';
import { renderInRouter } from '#app/testing/render-in-router';
import { UnsubscribePage } from './unsubscribe-page';

const apiRequest = vi.hoisted(() => vi.fn<(request: ApiRequest<unknown>) => Promise<unknown>>());
vi.mock('#app/lib/http/http-client', () => ({ apiRequest }));

afterEach(() => {
  cleanup();
  apiRequest.mockReset();
});

const TOKEN = 'unsub_Q2hlZiBvcmRlcl91cGRhdGVz-x_9';
const PATH = '/portal/unsubscribe/unsub_Q2hlZiBvcmRlcl91cGRhdGVz-x_9';
const ANSWER = { email: 'chef@northwind.example', category: 'order_updates', label: 'Order updates', turned_off: false };

async function renderPage(answer: (request: ApiRequest<unknown>) => unknown) {
  apiRequest.mockImplementation(async (request) => answer(request));
  return renderInRouter(<UnsubscribePage token={TOKEN} />, createQueryClient());
}

describe('the unsubscribe page', () => {
  it('asks, then turns the category off with a POST and says how to turn it back on', async () => {
    await renderPage((request) => {
      if (request.path !== PATH) throw new Error(`unexpected ${request.path}`);
      return { data: { ...ANSWER, turned_off: request.method === 'POST' } };
    });
    expect(await screen.findByRole('heading', { name: 'Turn off Order updates for chef@northwind.example?' })).toBeTruthy();
    expect(apiRequest.mock.calls.map(([r]) => r.method ?? 'GET')).toEqual(['GET']);

    fireEvent.click(screen.getByRole('button', { name: 'Turn off Order updates' }));
    const done = await screen.findByRole('heading', { name: 'Order updates are now off for chef@northwind.example' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(apiRequest.mock.calls.map(([r]) => [r.method ?? 'GET', r.path])).toEqual([
      ['GET', PATH],
      ['POST', PATH],
    ]);
    expect(screen.getByText(/You can turn them back on in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings → Notifications' }).getAttribute('href')).toBe('/settings/notifications');
  });

  it('says so when the category is off already', async () => {
    await renderPage(() => ({ data: { ...ANSWER, turned_off: true } }));
    expect(await screen.findByRole('heading', { name: 'Order updates are already off for chef@northwind.example' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a link the server does not know is not valid', async () => {
    await renderPage(() => {
      throw new ApiError({ status: 404, code: 'not_found', message: 'Not found.' });
    });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a failed POST and keeps the button for another try', async () => {
    await renderPage((request) => {
      if (request.method === 'POST') throw new ApiError({ status: 503, code: 'unavailable', message: 'Try later.' });
      return { data: ANSWER };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off Order updates' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off Order updates' })).toBeTruthy();
  });
});
