import { Link } from '@tanstack/react-router';
import { Button } from '#app/components/ui/button';
import { RelativeTime } from '#app/components/ui/relative-time';
import { Skeleton } from '#app/components/ui/skeleton';
import { activityLines } from './activity-lines';
import { Panel, ROW } from './recent-activity';
import { useRecentEvents } from './recent-events-query';

/**
 * What changed lately, from /v1/events, refreshed while the page is open. A server without events
 * (or a session that may not read them) gets no section at all; the rest of the overview is the same.
 */
export function ActivityPanel() {
  const events = useRecentEvents();
  if (events.data === null) return null;
  const lines = events.data ? activityLines(events.data) : [];
  return (
    <Panel
      id="overview-activity"
      title="Recent activity"
      footer={<span className="text-slate-700 dark:text-slate-300">Updates every few seconds while this page is open.</span>}
    >
      {events.isPending ? (
        <div role="status" aria-label="Loading recent activity" className="flex flex-col gap-3 px-4 py-3">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : null}
      {events.isError && !events.data ? (
        <p className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
          Recent activity could not be loaded.
          <Button variant="secondary" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {events.data && lines.length === 0 ? <p className="px-4 py-3 text-sm">Nothing has happened yet.</p> : null}
      <ul aria-label="Recent activity" className="divide-y divide-slate-100 dark:divide-slate-800">
        {lines.map((line) => (
          <li key={line.key} className={ROW}>
            {line.link ? (
              <Link {...line.link} className="touch-target min-w-0 break-words font-medium">
                {line.text}
              </Link>
            ) : (
              <span className="min-w-0 break-words font-medium">{line.text}</span>
            )}
            <span className="text-slate-700 dark:text-slate-300">
              <RelativeTime iso={line.at} />
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
