import { Hono } from 'hono';
import { TAX_RATE_BASIS_POINTS } from '#contract/pricing';
import { findInvoicePdfFacts } from '#server/domain/invoices/invoice-pdf-facts';
import { findInvoice } from '#server/domain/invoices/invoice-queries';
import { checkInvoicePdfLink } from '#server/domain/invoices/pdf-url';
import { sellerOf } from '#server/domain/invoices/seller-details';
import { ApiError } from '#server/api-error';
import type { AppDeps } from '#server/app-deps';
import { errorResponse } from '#server/http/middleware/error-handler';
import { describeError } from '#server/logger';
import { renderInvoicePdf } from './invoice-pdf';

const PDF_FILE = /^(.+)\.pdf$/;

/** The content host: serves invoice PDFs at signed, expiring URLs. The signature is the only credential. */
export function createCdnApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (deps.logger) deps.logger.error({ host: 'cdn', method: c.req.method, err: describeError(error) }, 'unexpected error');
    else console.error('[cdn] unexpected error', describeError(error));
    return errorResponse(c, new ApiError('internal_error', 'Something went wrong on our side.'));
  });
  app.notFound((c) => errorResponse(c, new ApiError('not_found', 'Nothing is served at this address.')));

  app.get('/invoices/:file', async (c) => {
    const invoiceId = PDF_FILE.exec(c.req.param('file'))?.[1];
    if (!invoiceId) throw new ApiError('not_found', 'Nothing is served at this address.');
    const check = checkInvoicePdfLink(
      deps.config.sessionSecret,
      invoiceId,
      c.req.query('expires'),
      c.req.query('signature'),
      deps.now(),
    );
    if (check === 'expired')
      throw new ApiError('forbidden', 'This invoice link has expired; open the invoice again for a fresh link.');
    if (check === 'invalid') throw new ApiError('forbidden', 'This invoice link is not valid.');

    const found = await findInvoice(deps.db, null, invoiceId);
    if (!found) throw new ApiError('not_found', 'No invoice with that id.');
    const facts = await findInvoicePdfFacts(deps.db, found.row);
    const pdf = await renderInvoicePdf({
      invoiceNumber: found.row.invoiceNumber,
      accountName: facts.accountName,
      currency: facts.currency,
      status: found.row.status,
      issuedOn: found.row.createdAt.toISOString().slice(0, 10),
      dueDate: found.row.dueDate,
      orderNumber: facts.orderNumber,
      purchaseOrder: facts.purchaseOrder,
      serviceAddress: facts.serviceAddress,
      lines: found.lines.map((line) => ({ description: line.description, amountCents: line.amountCents })),
      subtotalCents: found.row.subtotalCents,
      taxCents: found.row.taxCents,
      taxRateBasisPoints: TAX_RATE_BASIS_POINTS,
      totalCents: found.row.totalCents,
      seller: sellerOf(deps.config),
    });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${found.row.invoiceNumber}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  });
  return app;
}
