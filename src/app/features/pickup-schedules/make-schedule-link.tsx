import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { pickupSchedulesKeys } from './api/pickup-schedules-keys';

interface MakeScheduleLinkProps {
  siteId: string | undefined;
  partIds: readonly string[];
}

/**
 * "Make this a schedule" on the new-order form: the sites screen opens the schedule form filled in
 * with the order's site and its parts as a fixed list (none chosen: the parts due). The list is read
 * through a dynamic import, so the order form's chunk carries no schedule schemas; a server without
 * schedules (null) shows no link.
 */
export function MakeScheduleLink({ siteId, partIds }: MakeScheduleLinkProps) {
  const offered = useQuery({
    queryKey: pickupSchedulesKeys.list(undefined),
    queryFn: ({ signal }) => import('./api/pickup-schedules-query').then((m) => m.fetchPickupSchedules(undefined, signal)),
    retry: false,
  });
  if (!offered.data) return null;
  return (
    <Link
      to="/settings/sites"
      state={{ scheduleDraft: { site_id: siteId, part_ids: [...partIds] } }}
      className="touch-target block text-center text-sm"
    >
      Make this a schedule
    </Link>
  );
}
