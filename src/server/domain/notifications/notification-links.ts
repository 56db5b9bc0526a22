import { invoicePdfUrl, MAILED_PDF_URL_LIFETIME_SECONDS } from '#server/domain/invoices/pdf-url';
import type { NotificationLinks } from './notification-delivery';
import { unsubscribePageUrl, unsubscribeUrl } from './unsubscribe-token';

/** The links notifications carry, signed with the server's secret, to the portal and the content host. */
export function notificationLinks(config: { portalUrl: string; cdnUrl: string; sessionSecret: string }): NotificationLinks {
  const { portalUrl, sessionSecret: secret } = config;
  return {
    portalUrl,
    unsubscribe: (recipient, category) => ({
      oneClick: unsubscribeUrl(portalUrl, secret, recipient, category),
      page: unsubscribePageUrl(portalUrl, secret, recipient, category),
    }),
    invoicePdf: (invoiceId, now) => invoicePdfUrl(config, invoiceId, now, MAILED_PDF_URL_LIFETIME_SECONDS),
  };
}
