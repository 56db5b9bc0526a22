import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '#app/components/ui/alert';
import { PageHeader } from '#app/components/ui/page-header';
import { userTimeZone } from '#app/lib/format/format';
import { useSession } from '#app/features/session/session-query';
import { useSites } from '#app/features/sites/api/sites-query';
import { canManageBillingContacts } from './api/billing-contacts-query';
import { useNotificationPreferences } from './api/notification-preferences-query';
import { BillingContactsSection } from './billing-contacts-section';
import { turnedOffByLinkWords } from './notification-words';
import { PreferencesForm } from './preferences-form';
import { SendTestButton } from './send-test-button';
import { NOTIFICATIONS_HEADING } from '#contract/screen-headings';

/** Settings → Notifications: the member's categories × modes, sites and digest zone, a test mail, and (owners, admins) billing contacts. */
export function NotificationsPage() {
  const preferences = useNotificationPreferences();
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/settings" className="touch-target">
          ← Settings
        </Link>
      </p>
      <PageHeader {...NOTIFICATIONS_HEADING} />
      {preferences === null ? (
        <Alert tone="info" title="Notifications are not available on this server">
          <p>This server sends no e-mail notifications, so there is nothing to choose here.</p>
        </Alert>
      ) : (
        <Preferences preferences={preferences} />
      )}
    </>
  );
}

function Preferences({ preferences }: { preferences: NonNullable<ReturnType<typeof useNotificationPreferences>> }) {
  const session = useSession();
  const sites = useSites('active');
  const [unsaved, setUnsaved] = useState(false);
  const turnedOff = preferences.turned_off_by_link ?? [];
  return (
    <>
      {turnedOff.length > 0 ? (
        <Alert tone="info" className="mb-6">
          <ul className="flex flex-col gap-1">
            {turnedOff.map(({ category, at }) => (
              <li key={category}>{turnedOffByLinkWords(category, at, userTimeZone())}</li>
            ))}
          </ul>
          <p className="mt-1">Choose Instant or Daily digest below to get them again.</p>
        </Alert>
      ) : null}
      <PreferencesForm saved={preferences} sites={sites} onDirtyChange={setUnsaved} />
      <SendTestButton unsaved={unsaved} />
      {canManageBillingContacts(session) ? <BillingContactsSection /> : null}
    </>
  );
}
