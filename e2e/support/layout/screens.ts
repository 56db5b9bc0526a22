import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { advanceToCompletion, createOrder, createPart, uniqueLabel } from '../parts/parts-api';
import { apiGet, apiPost } from '../orders/orders-api';
import type { ReadMatcher } from '../faults/fault-injection';

/** A screen made ready to open: where it lives, which requests are its reads, what proves it loaded. */
export interface PreparedScreen {
  path: string;
  reads: ReadMatcher;
  /** Visible only once the screen shows the real data this test created. */
  loaded: (page: Page) => Locator;
}

export interface Screen {
  name: string;
  /**
   * Its read is the session itself, which the signed-in layout needs to draw the navigation:
   * when it fails, the error takes the whole page.
   */
  readsSession?: boolean;
  /** Creates the data the screen shows, with the page's session cookies. */
  prepare: (page: Page) => Promise<PreparedScreen>;
}

const pathIs =
  (...paths: string[]): ReadMatcher =>
  (url) =>
    paths.includes(url.pathname);

interface OrderFixture {
  partLabel: string;
  orderId: string;
  orderNumber: string;
}

async function orderFixture(request: APIRequestContext): Promise<OrderFixture> {
  const partLabel = uniqueLabel('Faults');
  const part = await createPart(request, { internal_label: partLabel });
  const orderId = await createOrder(request, [part.id]);
  const { data } = await apiGet<{ data: { order_number: string } }>(request, `/v1/orders/${orderId}`);
  return { partLabel, orderId, orderNumber: data.order_number };
}

/** A completed order's invoice: the newest invoice, checked to belong to the order. */
async function invoiceFixture(request: APIRequestContext): Promise<{ id: string; invoiceNumber: string }> {
  const { orderId } = await orderFixture(request);
  await advanceToCompletion(request, orderId);
  const list = await apiGet<{ data: { id: string }[] }>(request, '/v1/invoices?limit=1');
  const id = list.data[0]?.id ?? '';
  const { data } = await apiGet<{ data: { invoice_number: string; order_id?: string | null } }>(request, `/v1/invoices/${id}`);
  expect(data.order_id ?? orderId).toBe(orderId);
  return { id, invoiceNumber: data.invoice_number };
}

const main = (page: Page) => page.getByRole('main');

export const SCREENS: readonly Screen[] = [
  {
    name: 'overview',
    prepare: async (page) => {
      const { orderNumber } = await orderFixture(page.request);
      return {
        path: '/',
        reads: pathIs('/v1/parts', '/v1/orders', '/v1/invoices'),
        loaded: (p) => p.getByRole('region', { name: 'Recent orders' }).getByRole('link', { name: orderNumber }),
      };
    },
  },
  {
    name: 'parts list',
    prepare: async (page) => {
      const label = uniqueLabel('Faults list');
      await createPart(page.request, { internal_label: label });
      return {
        path: '/parts',
        reads: pathIs('/v1/parts'),
        loaded: (p) => p.getByRole('table', { name: 'Parts' }).getByText(label),
      };
    },
  },
  {
    name: 'part detail',
    prepare: async (page) => {
      const label = uniqueLabel('Faults detail');
      const part = await createPart(page.request, { internal_label: label });
      return {
        path: `/parts/${part.id}`,
        reads: pathIs(`/v1/parts/${part.id}`),
        loaded: (p) => main(p).getByRole('heading', { level: 1, name: label }),
      };
    },
  },
  {
    name: 'orders list',
    prepare: async (page) => {
      const { orderNumber } = await orderFixture(page.request);
      return {
        path: '/orders',
        reads: pathIs('/v1/orders'),
        loaded: (p) => p.getByRole('table', { name: 'Orders' }).getByText(orderNumber),
      };
    },
  },
  {
    name: 'new order (parts picker)',
    prepare: async (page) => {
      const label = uniqueLabel('Faults picker');
      await createPart(page.request, { internal_label: label });
      return {
        path: '/orders/new',
        reads: pathIs('/v1/parts'),
        // The picker starts with the parts that are due, so a new part may be pages down: any part listed is the read done.
        loaded: (p) => p.getByRole('listbox', { name: 'Parts that can be ordered' }).getByRole('option').first(),
      };
    },
  },
  {
    name: 'order detail',
    prepare: async (page) => {
      const { orderId, orderNumber } = await orderFixture(page.request);
      return {
        path: `/orders/${orderId}`,
        reads: pathIs(`/v1/orders/${orderId}`, `/v1/orders/${orderId}/timeline`),
        loaded: (p) => main(p).getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
      };
    },
  },
  {
    name: 'invoices list',
    prepare: async (page) => {
      const { invoiceNumber } = await invoiceFixture(page.request);
      return {
        path: '/invoices',
        reads: pathIs('/v1/invoices'),
        loaded: (p) => p.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: invoiceNumber, exact: true }),
      };
    },
  },
  {
    name: 'invoice detail',
    prepare: async (page) => {
      const { id, invoiceNumber } = await invoiceFixture(page.request);
      return {
        path: `/invoices/${id}`,
        reads: pathIs(`/v1/invoices/${id}`),
        loaded: (p) => main(p).getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` }),
      };
    },
  },
  {
    name: 'settings',
    readsSession: true,
    prepare: async () => ({
      path: '/settings',
      reads: pathIs('/portal/session'),
      loaded: (p) => main(p).getByText('demo@whetstone.test'),
    }),
  },
  {
    name: 'API keys',
    prepare: async (page) => {
      const name = uniqueLabel('Faults key');
      const { status } = await apiPost(page.request, '/portal/api-keys', { name, scopes: ['parts:read'], expires_at: null });
      expect(status).toBe(201);
      return {
        path: '/settings/api-keys',
        reads: pathIs('/portal/api-keys'),
        loaded: (p) => main(p).getByText(name, { exact: true }),
      };
    },
  },
  {
    name: 'Sites',
    prepare: async () => ({
      path: '/settings/sites',
      reads: pathIs('/v1/sites'),
      loaded: (p) => main(p).getByRole('table', { name: 'Sites' }).getByRole('rowheader').first(),
    }),
  },
];
