import { and, eq, inArray } from 'drizzle-orm';
import type { MemberRole, MemberSites } from '#contract/members';
import { ACCOUNT_WIDE_ROLES } from '#contract/members';
import type { ErrorDetail } from '#contract/errors';
import type { DbOrTx } from '#server/db/client';
import { sites } from '#server/db/schema/sites';

/**
 * The problems with giving `role` the sites `requested`: owners and admins run the whole account, so
 * they always have every site; a list names active sites of the account, each once.
 */
export async function memberSitesProblems(
  db: DbOrTx,
  accountId: string,
  role: MemberRole,
  requested: MemberSites,
): Promise<ErrorDetail[]> {
  if (requested === 'all') return [];
  const problems: ErrorDetail[] = [];
  if (ACCOUNT_WIDE_ROLES.includes(role)) {
    problems.push({ field: 'sites', code: 'invalid_value', message: `An ${role} has every site: send "all".` });
  }
  const unique = [...new Set(requested)];
  if (unique.length !== requested.length) {
    problems.push({ field: 'sites', code: 'duplicate', message: 'Name each site once.' });
  }
  const found = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), eq(sites.status, 'active'), inArray(sites.id, unique)));
  const known = new Set(found.map((site) => site.id));
  requested.forEach((id, index) => {
    if (!known.has(id))
      problems.push({ field: `sites.${index}`, code: 'not_found', message: `No active site ${id} in this account.` });
  });
  return problems;
}

/** The stored form: null for every site, else the ids in a stable order. */
export function storedSites(requested: MemberSites): string[] | null {
  return requested === 'all' ? null : [...new Set(requested)].sort();
}
