import { Hono } from 'hono';
import { invoiceListQuerySchema, invoiceListResponseSchema, invoiceResponseSchema } from '#contract/invoices';
import { toInvoice, toInvoiceListItem } from '#server/domain/invoices/invoice-mappers';
import { findInvoice, listInvoices } from '#server/domain/invoices/invoice-queries';
import { invoicePdfUrl } from '#server/domain/invoices/pdf-url';
import { notFound } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { operation } from '#server/http/openapi/operation';
import { listMeta, parseListRequest } from './list-params';
import { checkSiteFilter } from './site-filter';
import { reachOf, requireReach } from './site-reach';

/** /v1/invoices: read-only; pdf_url is signed at response time and valid for an hour. */
export function invoicesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(
    '/',
    operation({
      operationId: 'listInvoices',
      summary: 'List invoices, newest first',
      scope: 'invoices:read',
      query: invoiceListQuerySchema,
      success: { status: 200, schema: invoiceListResponseSchema },
      errors: [400],
      paramText: {
        site_id:
          'Extension (sites): only the invoices of these sites’ orders (1 to 20 site ids separated by commas), each site walked newest first on its own index and merged. An id that is no site of the account (archived sites are) is a 400 invalid_parameter.',
      },
    }),
    async (c) => {
      const { db, config, now } = c.get('deps');
      const request = parseListRequest(c, invoiceListQuerySchema, 'invoices');
      const accountId = c.get('caller').accountId;
      const siteId = await checkSiteFilter(db, accountId, request.filters.site_id, reachOf(c));
      const page = await listInvoices(db, accountId, { ...request.filters, site_id: siteId }, request.page);
      const at = now();
      return c.json({
        data: page.items.map((row) => toInvoiceListItem(row, invoicePdfUrl(config, row.id, at))),
        meta: listMeta(c, page, request),
      });
    },
  );

  routes.get(
    '/:id',
    operation({
      operationId: 'getInvoice',
      summary: 'Read an invoice with its line items',
      scope: 'invoices:read',
      success: { status: 200, schema: invoiceResponseSchema },
      errors: [404],
    }),
    async (c) => {
      const { db, config, now } = c.get('deps');
      await requireReach(c, 'invoice', c.req.param('id'));
      const found = await findInvoice(db, c.get('caller').accountId, c.req.param('id'));
      if (!found) throw notFound('invoice');
      return c.json({ data: toInvoice(found.row, found.lines, invoicePdfUrl(config, found.row.id, now())) });
    },
  );

  return routes;
}
