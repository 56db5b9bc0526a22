import { useQuery } from '@tanstack/react-query';
import { SelectFilter } from '../../../components/ui/select-filter';
import { PART_STATUS_OPTIONS, PART_TYPE_OPTIONS } from '../part-status';
import { PartSearchBox } from './part-search-box';
import { partsCapabilitiesQueryOptions } from '../api/parts-capabilities-query';

export const PARTS_DESCRIPTION = 'Every blade, scissor and saw registered to your account.';

const WEAR_OPTIONS = [
  { value: 'fresh', label: 'Fresh (below 40%)' },
  { value: 'watch', label: 'Watch (40–69%)' },
  { value: 'due', label: 'Due for service (70% and up)' },
];

const DUE_OPTIONS = [
  { value: '14d', label: 'Due within 14 days' },
  { value: '30d', label: 'Due within 30 days' },
];

const SORT_OPTIONS = [
  { value: '-wear_level', label: 'Most worn' },
  { value: 'forecast_due_at', label: 'Soonest due' },
  { value: '-last_serviced_at', label: 'Last serviced' },
  { value: 'wear_level', label: 'Least worn' },
];

/**
 * The list filters, bound to the URL; shared by the screen and its loading and
 * failed states. Search, wear band and sort only when the server has them.
 */
export function PartsFilters() {
  const { data: capabilities } = useQuery(partsCapabilitiesQueryOptions());
  const wearActions = capabilities?.wearActions === true;
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      {wearActions ? <PartSearchBox /> : null}
      <SelectFilter name="status" label="Status" options={PART_STATUS_OPTIONS} allLabel="All statuses" />
      <SelectFilter name="part_type" label="Type" options={PART_TYPE_OPTIONS} allLabel="All types" />
      {wearActions ? <SelectFilter name="wear" label="Wear" options={WEAR_OPTIONS} allLabel="Any wear" /> : null}
      {wearActions ? <SelectFilter name="due" label="Forecast" options={DUE_OPTIONS} allLabel="Any forecast" /> : null}
      {wearActions ? <SelectFilter name="sort" label="Sort" options={SORT_OPTIONS} allLabel="Newest" /> : null}
    </div>
  );
}
