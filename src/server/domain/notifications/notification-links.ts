import type { NotificationLinks } from './notification-delivery';
import { unsubscribePageUrl, unsubscribeUrl } from './unsubscribe-token';

/** The links notifications carry, made with the server's secret for the portal at `portalUrl`. */
export function notificationLinks(portalUrl: string, secret: string): NotificationLinks {
  return {
    portalUrl,
    unsubscribe: (recipient, category) => ({
      oneClick: unsubscribeUrl(portalUrl, secret, recipient, category),
      page: unsubscribePageUrl(portalUrl, secret, recipient, category),
    }),
  };
}
