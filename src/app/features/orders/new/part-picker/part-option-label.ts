import type { PartListItem } from '#contract/parts';
import { serialSearchKey } from '#contract/serial-numbers';
import { humanize } from '#app/lib/format/humanize';
import { forecastText } from '#app/features/parts/forecast-text';
import { clampWear } from '#app/features/parts/wear';

/** How a part is named in the picker, its chip and error messages. */
export function partName(part: Pick<PartListItem, 'id' | 'internal_label' | 'serial_number'>): string {
  return part.internal_label || part.serial_number || part.id;
}

export function partDescription(part: Pick<PartListItem, 'part_type' | 'serial_number'>): string {
  return [humanize(part.part_type), part.serial_number ? `S/N ${part.serial_number}` : ''].filter(Boolean).join(' · ');
}

/** "Wear 72% · due now": what the picker shows to choose by; the forecast only from a server that sends it. */
export function partWearText(part: Pick<PartListItem, 'wear_level' | 'forecast_due_at'>, now?: number): string {
  const forecast = forecastText(part.forecast_due_at, now);
  return [`Wear ${clampWear(part.wear_level)}%`, forecast].filter(Boolean).join(' · ');
}

/** The parts already loaded that the query names: a substring of a field, or a serial number however punctuated (as the server's `q`). */
export function matchesPartSearch(part: PartListItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  const key = serialSearchKey(query);
  return (
    [part.internal_label, part.serial_number, part.part_type, humanize(part.part_type), part.id].some((field) =>
      field.toLowerCase().includes(needle),
    ) ||
    (key !== '' && serialSearchKey(part.serial_number).includes(key))
  );
}
