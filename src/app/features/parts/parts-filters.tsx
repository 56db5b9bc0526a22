import { SelectFilter } from '../../components/ui/select-filter';
import { PART_STATUS_OPTIONS, PART_TYPE_OPTIONS } from './part-status';

export const PARTS_DESCRIPTION = 'Every blade, scissor and saw registered to your account.';

/** The list filters, bound to the URL; shared by the screen and its loading and failed states. */
export function PartsFilters() {
  return (
    <div className="mb-4 flex flex-wrap gap-4">
      <SelectFilter name="status" label="Status" options={PART_STATUS_OPTIONS} allLabel="All statuses" />
      <SelectFilter name="part_type" label="Type" options={PART_TYPE_OPTIONS} allLabel="All types" />
    </div>
  );
}
