import { createFileRoute } from '@tanstack/react-router';
import { billingContactsQueryOptions, canManageBillingContacts } from '#app/features/notifications/api/billing-contacts-query';
import { notificationPreferencesQueryOptions } from '#app/features/notifications/api/notification-preferences-query';
import { NotificationsPage } from '#app/features/notifications/notifications-page';
import { NotificationsPendingPage } from '#app/features/notifications/notifications-pending-page';
import { sessionQueryOptions } from '#app/features/session/session-query';
import { sitesQueryOptions } from '#app/features/sites/api/sites-query';

export const Route = createFileRoute('/_portal/settings/notifications')({
  loader: async ({ context: { queryClient } }) => {
    const session = await queryClient.query(sessionQueryOptions);
    await Promise.all([
      queryClient.query(notificationPreferencesQueryOptions),
      queryClient.query(sitesQueryOptions('active')),
      // Other roles are refused the billing contacts: the page leaves them out without asking.
      canManageBillingContacts(session) ? queryClient.query(billingContactsQueryOptions) : null,
    ]);
  },
  head: () => ({ meta: [{ title: 'Notifications · Whetstone' }] }),
  pendingComponent: NotificationsPendingPage,
  component: NotificationsPage,
});
