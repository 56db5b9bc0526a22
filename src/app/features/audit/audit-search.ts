import * as z from 'zod/mini';
import { optionalDate } from '#app/lib/routing/search-params';

const optionalId = z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/))), undefined);
const optionalAction = z.catch(z.optional(z.string().check(z.regex(/^[a-z_]{1,40}\.[a-z_]{1,40}$/))), undefined);

/**
 * The audit log's filters in the URL: one action, an actor's and a target's id, and a range of the
 * reader's calendar days (inclusive). Anything malformed means "no filter" rather than a crash.
 */
export const auditSearchSchema = z.object({
  action: optionalAction,
  actor_id: optionalId,
  target_id: optionalId,
  from: optionalDate,
  to: optionalDate,
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

/** The local day's first moment, as UTC. */
function startOfLocalDay(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + plusDays).toISOString();
}

/** The query the server takes: days in the reader's time zone become moments, `to` the start of the next day (exclusive). */
export function auditQueryOf(search: AuditSearch): Record<string, string | undefined> {
  return {
    action: search.action,
    actor_id: search.actor_id,
    target_id: search.target_id,
    from: search.from === undefined ? undefined : startOfLocalDay(search.from),
    to: search.to === undefined ? undefined : startOfLocalDay(search.to, 1),
  };
}
