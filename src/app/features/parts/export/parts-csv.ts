import type { PartListItem } from '#contract/parts';
import { csvText } from '#app/lib/csv/csv-cells';
import { EXPORT_ONLY_COLUMNS, PART_CSV_COLUMNS } from '#app/features/parts/part-csv-columns';

/** A site's name by id; absent when the server has no sites (the file then has no Site column). */
export type SiteNameOf = (siteId: string) => string | undefined;

/**
 * RFC 4180 text with a header row: the importer's columns first (the Site by name, which the
 * importer reads back as each row's site), then what the service sets.
 */
export function partsToCsv(parts: readonly PartListItem[], siteName?: SiteNameOf): string {
  const header = [
    ...PART_CSV_COLUMNS.map((column) => column.header),
    ...(siteName ? ['Site'] : []),
    ...EXPORT_ONLY_COLUMNS.map((column) => column.header),
  ];
  const row = (part: PartListItem) => [
    ...PART_CSV_COLUMNS.map((column) => part[column.field] ?? ''),
    ...(siteName ? [part.site_id === undefined ? '' : (siteName(part.site_id) ?? part.site_id)] : []),
    ...EXPORT_ONLY_COLUMNS.map((column) => column.cell(part)),
  ];
  return csvText([header, ...parts.map(row)]);
}
