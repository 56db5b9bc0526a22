import { IN_SERVICE_PART_STATUSES, PART_STATUS_FILTERS, PART_TYPES } from '#contract/parts';
import { humanize } from '#app/lib/format/humanize';

export const PART_STATUS_OPTIONS = PART_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'in_service' ? `In service (${IN_SERVICE_PART_STATUSES.length} statuses)` : humanize(value),
}));

export const PART_TYPE_OPTIONS = PART_TYPES.map((value) => ({ value, label: humanize(value) }));
