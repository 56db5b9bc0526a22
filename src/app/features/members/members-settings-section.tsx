import { Link } from '@tanstack/react-router';
import { useSession } from '#app/features/session/session-query';
import { canManageMembers } from './member-words';

const CARD = 'rounded-lg border border-slate-200 px-4 py-3 text-sm dark:border-slate-700';

/** Settings' way to the team, for owners and admins (a server whose session names no member has no such endpoints). */
export function MembersSettingsSection() {
  const session = useSession();
  if (!canManageMembers(session)) return null;
  return (
    <section aria-labelledby="settings-members" className="mb-8">
      <h2 id="settings-members" className="mb-2 text-lg font-semibold">
        Members
      </h2>
      <div className={CARD}>
        <p>Invite people, choose each one’s role and the sites they reach, and remove those who left.</p>
        <p className="mt-2">
          <Link to="/settings/members" className="touch-target font-medium">
            Manage members
          </Link>
        </p>
      </div>
    </section>
  );
}
