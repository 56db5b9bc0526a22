import type { PersonSession } from '#contract/sign-in-security';
import { Button } from '#app/components/ui/button';
import { RelativeTime } from '#app/components/ui/relative-time';
import { formatDateTime } from '#app/lib/format/format';
import { deviceLabel } from '#contract/device-label';

interface SessionCardProps {
  session: PersonSession;
  onEnd: (session: PersonSession) => void;
  ending: boolean;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function SessionCard({ session, onEnd, ending }: SessionCardProps) {
  const device = deviceLabel(session.user_agent);
  const headingId = `session-${session.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {device}
        </h3>
        {session.current ? (
          <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 ring-1 ring-emerald-300 ring-inset dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700">
            This device
          </span>
        ) : null}
      </div>
      <dl className="flex flex-col gap-1">
        <Row label="IP address">
          <span className="font-mono">{session.ip_address ?? 'Unknown'}</span>
        </Row>
        <Row label="Account">{session.account.name}</Row>
        <Row label="Last seen">
          <RelativeTime iso={session.last_seen_at} /> ({formatDateTime(session.last_seen_at)})
        </Row>
      </dl>
      {session.current ? null : (
        <div>
          <Button
            variant="secondary"
            onClick={() => onEnd(session)}
            disabled={ending}
            aria-label={`Sign out ${device}, ${session.ip_address ?? 'unknown address'}`}
          >
            {ending ? 'Signing out…' : 'Sign out'}
          </Button>
        </div>
      )}
    </li>
  );
}
