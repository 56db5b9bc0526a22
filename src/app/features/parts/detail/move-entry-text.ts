import type { PartHistoryEntry } from '#contract/parts';

/** A history entry that is a move between sites, not a service. */
export const isMove = (entry: PartHistoryEntry) => entry.service_type === 'moved';

/** "From Harbour St to Midtown, by Dana Reyes": a site no longer known by name is "another site". */
export function moveText(entry: PartHistoryEntry, siteName: (id: string) => string | undefined): string {
  const name = (id: string | undefined) => (id === undefined ? undefined : siteName(id)) ?? 'another site';
  const by = entry.made_by ? `, by ${entry.made_by.name}` : '';
  return `From ${name(entry.from_site_id)} to ${name(entry.to_site_id)}${by}`;
}
