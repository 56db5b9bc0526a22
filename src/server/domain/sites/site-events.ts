import type { Site } from '#contract/sites';
import { recordEvent, type EventTx } from '#server/domain/events/event-transaction';

type SiteChange = 'site.created' | 'site.updated' | 'site.archived';

const FIELDS = ['name', 'address', 'time_zone', 'receiving_hours', 'closed_dates', 'contact', 'access_notes', 'status'] as const;

/** A site change's event, the site as GET /v1/sites/:id answers it right after the change. */
export function recordSiteEvent(
  tx: EventTx,
  accountId: string,
  type: SiteChange,
  site: Site,
  at: Date,
  previous?: Record<string, unknown>,
): void {
  recordEvent(tx, { accountId, type, object: site, ...(previous && { previous }), at });
}

/** The fields whose value changed, with their values before (objects compared by their JSON); null when none did. */
export function siteChanges(before: Site, after: Site): Record<string, unknown> | null {
  const changed = FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  return changed.length > 0 ? Object.fromEntries(changed.map((field) => [field, before[field]])) : null;
}
