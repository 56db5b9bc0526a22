import type { PartListItem } from '../../../contract/parts';
import { humanize } from '../../lib/format';

/** How a part is named in the picker, its chip and error messages. */
export function partName(part: Pick<PartListItem, 'id' | 'internal_label' | 'serial_number'>): string {
  return part.internal_label || part.serial_number || part.id;
}

export function partDescription(part: Pick<PartListItem, 'part_type' | 'serial_number'>): string {
  return [humanize(part.part_type), part.serial_number ? `S/N ${part.serial_number}` : ''].filter(Boolean).join(' · ');
}

export function matchesPartSearch(part: PartListItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [part.internal_label, part.serial_number, part.part_type, humanize(part.part_type), part.id].some((field) =>
    field.toLowerCase().includes(needle),
  );
}
