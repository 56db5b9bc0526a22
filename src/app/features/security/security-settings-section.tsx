import { Link } from '@tanstack/react-router';

/** Settings' way to two-factor sign-in and the person's sessions. */
export function SecuritySettingsSection() {
  return (
    <section aria-labelledby="settings-security" className="mb-8">
      <h2 id="settings-security" className="mb-2 text-lg font-semibold">
        Security
      </h2>
      <div className="rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-700">
        <p>Two-factor sign-in, and where you are signed in.</p>
        <p className="mt-2">
          <Link to="/settings/security" className="touch-target font-medium">
            Manage security
          </Link>
        </p>
      </div>
    </section>
  );
}
