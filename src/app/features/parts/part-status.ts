import { IN_SERVICE_PART_STATUSES, PART_STATUS_FILTERS, PART_TYPES } from '../../../contract/parts';
import type { BadgeTone } from '../../components/ui/badge';
import { humanize } from '../../lib/format';

export const PART_STATUS_TONES: Readonly<Record<string, BadgeTone>> = {
  with_customer: 'success',
  pickup_scheduled: 'info',
  in_transit_to_center: 'progress',
  at_service_center: 'progress',
  in_transit_back: 'progress',
  delivered: 'info',
  retired: 'muted',
};

export const PART_STATUS_OPTIONS = PART_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'in_service' ? `In service (${IN_SERVICE_PART_STATUSES.length} statuses)` : humanize(value),
}));

export const PART_TYPE_OPTIONS = PART_TYPES.map((value) => ({ value, label: humanize(value) }));
