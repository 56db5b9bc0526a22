import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '#app/components/ui/page-header';
import { humanize } from '#app/lib/format/humanize';
import { useSession } from '#app/features/session/session-query';
import { sessionScopes } from '#app/features/session/session-scopes';
import { AuditSettingsSection } from '#app/features/audit/audit-settings-section';
import { MembersSettingsSection } from '#app/features/members/members-settings-section';
import { NotificationsSettingsSection } from '#app/features/notifications/notifications-settings-section';
import { SecuritySettingsSection } from '#app/features/security/security-settings-section';
import { SitesSettingsSection } from '#app/features/sites/sites-settings-section';
import { WebhooksSettingsSection } from '#app/features/webhooks/webhooks-settings-section';
import { SandboxMailSettingsSection } from '#app/features/sandbox-mail/sandbox-mail-settings-section';
import { SETTINGS_HEADING } from '#contract/screen-headings';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 break-words text-sm sm:col-span-2">{children}</dd>
    </div>
  );
}

/** Every site, or how many the member is limited to (the lists show only theirs). */
function sitesInWords(sites: 'all' | readonly string[]): string {
  if (sites === 'all') return 'Every site';
  return `Limited to ${sites.length} site${sites.length === 1 ? '' : 's'}: lists and counts show only ${sites.length === 1 ? 'it' : 'those'}`;
}

const CARD = 'rounded-lg border border-slate-200 px-4 dark:border-slate-700';

/** Account, signed-in user, and the way to the account's API keys. */
export function SettingsPage() {
  const session = useSession();
  const { account, user, sandbox } = session;
  return (
    <>
      <PageHeader {...SETTINGS_HEADING} />
      <section aria-labelledby="settings-account" className="mb-8">
        <h2 id="settings-account" className="mb-2 text-lg font-semibold">
          Account
        </h2>
        <dl className={`${CARD} divide-y divide-slate-200 dark:divide-slate-700`}>
          <Field label="Name">{account.name}</Field>
          <Field label="Plan">{humanize(account.plan)}</Field>
          <Field label="Account ID">
            <span className="font-mono">{account.id}</span>
          </Field>
          <Field label="Currency">{account.currency}</Field>
          <Field label="Environment">{sandbox ? 'Sandbox' : 'Live'}</Field>
        </dl>
      </section>
      <section aria-labelledby="settings-api-keys" className="mb-8">
        <h2 id="settings-api-keys" className="mb-2 text-lg font-semibold">
          API keys
        </h2>
        <div className={`${CARD} py-3 text-sm`}>
          <p>Keys let your own systems call the v1 API with the access you give them.</p>
          <p className="mt-2">
            <Link to="/settings/api-keys" className="touch-target font-medium">
              Manage API keys
            </Link>
          </p>
        </div>
      </section>
      <SecuritySettingsSection />
      <NotificationsSettingsSection />
      <MembersSettingsSection />
      <SitesSettingsSection />
      <WebhooksSettingsSection />
      <AuditSettingsSection />
      <SandboxMailSettingsSection />
      <section aria-labelledby="settings-user">
        <h2 id="settings-user" className="mb-2 text-lg font-semibold">
          Signed in as
        </h2>
        <dl className={`${CARD} divide-y divide-slate-200 dark:divide-slate-700`}>
          <Field label="Name">{user.name}</Field>
          <Field label="Email">{user.email}</Field>
          {user.role ? <Field label="Role">{humanize(user.role)}</Field> : null}
          {session.member ? <Field label="Sites">{sitesInWords(session.member.sites)}</Field> : null}
          <Field label="Access">
            <ul className="flex flex-wrap gap-1">
              {sessionScopes(session).map((scope) => (
                <li key={scope} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800">
                  {scope}
                </li>
              ))}
            </ul>
          </Field>
        </dl>
      </section>
    </>
  );
}
