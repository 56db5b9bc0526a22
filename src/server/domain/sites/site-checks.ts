import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ErrorDetail } from '#contract/errors';
import type { DbOrTx } from '#server/db/client';
import { sites } from '#server/db/schema/sites';
import { reaches, type SiteReach } from '#server/domain/access/site-reach';
import { activeSites } from './site-queries';

export const SITE_NAME_INDEX = 'sites_account_name_key';

export const nameTaken = (name: string): ErrorDetail => ({
  field: 'name',
  code: 'duplicate',
  message: `The account already has a site named "${name}" (names are compared without regard to case); choose another name.`,
});

/** The name another site of the account has (archived ones included), compared without regard to case. */
export async function siteNameProblems(
  db: DbOrTx,
  accountId: string,
  name: string | undefined,
  exceptId?: string,
): Promise<ErrorDetail[]> {
  if (name === undefined) return [];
  const [taken] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(
      and(
        eq(sites.accountId, accountId),
        sql`lower(${sites.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(sites.id, exceptId),
      ),
    )
    .limit(1);
  return taken ? [nameTaken(name)] : [];
}

/** Whether an error is the unique name index refusing a concurrent duplicate (PGlite and PostgreSQL both name it). */
export function isSiteNameConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505' && constraint === SITE_NAME_INDEX) return true;
    current = cause;
  }
  return false;
}

const known = (names: readonly string[]) => (names.length > 0 ? names.map((name) => `"${name}"`).join(', ') : 'none');

/**
 * The site a new part (or a moved one) goes to: the one named, which must be an active site of the
 * account, or, when none is named, the account's only active site. `field` names the body field.
 */
export function chooseSite(
  active: readonly { id: string; name: string }[],
  siteId: string | undefined,
  field: string,
): { siteId: string } | { problem: ErrorDetail } {
  const names = active.map((site) => site.name);
  if (siteId === undefined) {
    if (active.length === 1) return { siteId: active[0]!.id };
    return {
      problem: {
        field,
        code: 'required',
        message: `${field} is required: the account has ${active.length} active sites (${known(names)}).`,
      },
    };
  }
  if (active.some((site) => site.id === siteId)) return { siteId };
  return {
    problem: {
      field,
      code: 'not_found',
      message: `${field} must be an active site of the account; its active sites are ${known(names)}.`,
    },
  };
}

/**
 * chooseSite's problem for each of the given site ids (undefined: none named), read without locks.
 * A site-limited member (`reach`) chooses among their active sites only, another being no site of
 * the account to them; naming none, theirs is the default (defaultSiteWithin).
 */
export async function siteChoiceProblems(
  db: DbOrTx,
  accountId: string,
  choices: readonly { siteId: string | undefined; field: string; row?: number }[],
  reach: SiteReach = null,
): Promise<ErrorDetail[]> {
  if (choices.length === 0) return [];
  const active = (await activeSites(db, accountId)).filter((site) => reaches(reach, site.id));
  return choices.flatMap(({ siteId, field, row }) => {
    if (siteId === undefined && reach !== null && active.length > 0) return [];
    const chosen = chooseSite(active, siteId, field);
    return 'problem' in chosen ? [{ ...chosen.problem, ...(row !== undefined && { row }) }] : [];
  });
}

/** The ids among `ids` that are no site of the account (an archived site is still one of its sites). */
export async function unknownSiteIds(db: DbOrTx, accountId: string, ids: readonly string[]): Promise<string[]> {
  const known = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), inArray(sites.id, [...ids])));
  const found = new Set(known.map((site) => site.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * Where a site-limited member's new part goes when they name no site: their oldest active site, which
 * is the account's own first site whenever that one is theirs. Undefined when they reach no active site.
 */
export async function defaultSiteWithin(db: DbOrTx, accountId: string, reach: readonly string[]): Promise<string | undefined> {
  return (await activeSites(db, accountId)).find((site) => reach.includes(site.id))?.id;
}
