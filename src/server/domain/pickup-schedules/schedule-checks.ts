import { and, eq, inArray } from 'drizzle-orm';
import type { ErrorDetail } from '#contract/errors';
import { localDate } from '#contract/zoned-time';
import type { DbOrTx } from '#server/db/client';
import { parts } from '#server/db/schema/parts';
import { sites } from '#server/db/schema/sites';
import { reaches, type SiteReach } from '#server/domain/access/site-reach';
import type { SiteRow } from '#server/domain/sites/site-queries';

const named = (site: Pick<SiteRow, 'id' | 'name'>) => `"${site.name}" (${site.id})`;

/**
 * The site a new schedule picks up at: an active site of the account that the caller reaches (another
 * is, to a site-limited member, no site of the account). Undefined, with the problem, otherwise.
 */
export async function scheduleSiteOf(
  db: DbOrTx,
  accountId: string,
  siteId: string,
  reach: SiteReach,
  /** Hold the site FOR SHARE until the transaction ends, so an archive of it waits. */
  share = false,
): Promise<{ site: SiteRow; problems: [] } | { site: undefined; problems: ErrorDetail[] }> {
  const query = db
    .select()
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.accountId, accountId)));
  const [row] = share ? await query.for('share') : await query;
  if (row && reaches(reach, row.id) && row.status === 'active') return { site: row, problems: [] };
  const why = row && reaches(reach, row.id) ? 'is archived' : 'is not one';
  const message = `site_id must be an active site of the account; ${siteId} ${why}.`;
  return { site: undefined, problems: [{ field: 'site_id', code: 'not_found', message }] };
}

/**
 * Each fixed part id that is not a part of the account at the schedule's site, or is retired, on
 * `parts.part_ids.<index>`: every one at once. A part at a site the caller does not reach is not found.
 */
export async function fixedPartProblems(
  db: DbOrTx,
  accountId: string,
  site: Pick<SiteRow, 'id' | 'name'>,
  partIds: readonly string[],
  reach: SiteReach,
): Promise<ErrorDetail[]> {
  const unique = [...new Set(partIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: parts.id, siteId: parts.siteId, status: parts.status, siteName: sites.name })
    .from(parts)
    .innerJoin(sites, eq(sites.id, parts.siteId))
    .where(and(eq(parts.accountId, accountId), inArray(parts.id, unique)));
  const byId = new Map(rows.filter((row) => reaches(reach, row.siteId)).map((row) => [row.id, row]));
  return unique.flatMap((id): ErrorDetail[] => {
    const field = `parts.part_ids.${partIds.indexOf(id)}`;
    const part = byId.get(id);
    if (!part) return [{ field, code: 'not_found', message: `No part with id ${id}.` }];
    if (part.siteId !== site.id) {
      const at = named({ id: part.siteId, name: part.siteName });
      return [
        { field, code: 'part_at_other_site', message: `Part ${id} is at ${at}, not at ${named(site)}, the schedule's site.` },
      ];
    }
    if (part.status === 'retired') return [{ field, code: 'not_orderable', message: `Part ${id} is retired.` }];
    return [];
  });
}

/** A resume date is a date to come at the site: after its local today. */
export function resumeOnProblems(resumeOn: string | null | undefined, timeZone: string, now: Date): ErrorDetail[] {
  if (!resumeOn) return [];
  const today = localDate(now, timeZone);
  if (resumeOn > today) return [];
  return [
    {
      field: 'resume_on',
      code: 'in_past',
      message: `resume_on must be after today at the site (${today}, ${timeZone}); to start again now, resume the schedule.`,
    },
  ];
}
