import { Link } from '@tanstack/react-router';
import { useSession } from '#app/features/session/session-query';

/** Settings' way to the caught mail, on a sandbox server only. */
export function SandboxMailSettingsSection() {
  if (!useSession().sandbox) return null;
  return (
    <section aria-labelledby="settings-sandbox-mail" className="mb-8">
      <h2 id="settings-sandbox-mail" className="mb-2 text-lg font-semibold">
        Sandbox mail
      </h2>
      <div className="rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-700">
        <p>This sandbox catches the mail it sends (invitations, for one) instead of delivering it.</p>
        <p className="mt-2">
          <Link to="/sandbox/mail" className="touch-target font-medium">
            Read sandbox mail
          </Link>
        </p>
      </div>
    </section>
  );
}
