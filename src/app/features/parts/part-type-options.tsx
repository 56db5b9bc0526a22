import { PART_TYPES } from '#contract/parts';
import { humanize } from '#app/lib/format/humanize';

/** An option for each part type the service registers, in words: every type select's list. */
export function PartTypeOptions() {
  return PART_TYPES.map((type) => (
    <option key={type} value={type}>
      {humanize(type)}
    </option>
  ));
}
