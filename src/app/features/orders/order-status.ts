import { ORDER_LIST_STATUSES } from '#contract/orders';
import type { BadgeTone } from '#app/components/ui/badge';
import { humanize } from '#app/lib/format/humanize';

export const ORDER_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  pending: 'warning',
  scheduled: 'info',
  picked_up: 'progress',
  in_service: 'progress',
  out_for_delivery: 'progress',
  completed: 'success',
  cancelled: 'muted',
  rescheduled: 'info',
};

export const ORDER_STATUS_OPTIONS = ORDER_LIST_STATUSES.map((value) => ({ value, label: humanize(value) }));
