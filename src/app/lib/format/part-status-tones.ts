import type { BadgeTone } from '#app/components/ui/badge';

/** Badge colour per part status; shared because parts and orders both list parts. */
export const PART_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  with_customer: 'success',
  pickup_scheduled: 'info',
  in_transit_to_center: 'progress',
  at_service_center: 'progress',
  in_transit_back: 'progress',
  delivered: 'info',
  retired: 'muted',
};
