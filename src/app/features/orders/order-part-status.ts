import type { BadgeTone } from '../../components/ui/badge';

/** Part status colours for the order's part list (kept here: features don't share internals). */
export const ORDER_PART_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  with_customer: 'success',
  pickup_scheduled: 'info',
  in_transit_to_center: 'progress',
  at_service_center: 'progress',
  in_transit_back: 'progress',
  delivered: 'info',
  retired: 'muted',
};
