import type { ErrorDetail } from '#contract/errors';
import { pickupScheduleProblems, type ScheduleParts, type WindowPreference } from '#contract/pickup-schedules';
import type { DbOrTx } from '#server/db/client';
import type { SiteReach } from '#server/domain/access/site-reach';
import { findSiteRow } from '#server/domain/sites/site-queries';
import { fixedPartProblems, resumeOnProblems, scheduleSiteOf } from './schedule-checks';
import type { ScheduleRow } from './schedule-queries';

/** The fields of a schedule body that could be read (all of a valid one). */
export interface ScheduleFields {
  site_id?: string | undefined;
  rule?: string | undefined;
  window_preference?: WindowPreference | undefined;
  parts?: ScheduleParts | undefined;
  status?: 'active' | 'paused' | undefined;
  resume_on?: string | null | undefined;
}

/** Every problem of a new schedule's body beyond its shape: the rule and the window, the site, the fixed parts there, the resume date. */
export async function scheduleCreateProblems(
  db: DbOrTx,
  accountId: string,
  fields: ScheduleFields,
  reach: SiteReach,
  now: Date,
): Promise<ErrorDetail[]> {
  // A body whose shape failed has no defaults filled in: a schedule is active unless it says otherwise.
  const status = fields.status ?? 'active';
  const problems = pickupScheduleProblems({ ...fields, status });
  if (fields.site_id === undefined) return problems;
  const { site, problems: siteProblems } = await scheduleSiteOf(db, accountId, fields.site_id, reach);
  if (!site) return [...problems, ...siteProblems];
  if (fields.parts?.rule === 'fixed')
    problems.push(...(await fixedPartProblems(db, accountId, site, fields.parts.part_ids, reach)));
  if (status === 'paused') problems.push(...resumeOnProblems(fields.resume_on, site.timeZone, now));
  return problems;
}

/**
 * Every problem of a change to a schedule beyond its shape, judged against the schedule as it is:
 * fixed parts at its site, and a resume date only on a schedule that is (or becomes) paused.
 */
export async function scheduleUpdateProblems(
  db: DbOrTx,
  accountId: string,
  current: ScheduleRow,
  fields: ScheduleFields,
  reach: SiteReach,
  now: Date,
): Promise<ErrorDetail[]> {
  const status = fields.status ?? (current.status as 'active' | 'paused');
  const problems = pickupScheduleProblems({ ...fields, status });
  const site = await findSiteRow(db, accountId, current.siteId);
  if (!site) return problems;
  if (fields.parts?.rule === 'fixed')
    problems.push(...(await fixedPartProblems(db, accountId, site, fields.parts.part_ids, reach)));
  if (status === 'paused') problems.push(...resumeOnProblems(fields.resume_on, site.timeZone, now));
  return problems;
}
