import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { accounts, users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';
import { recoveryCodesLeft } from './recovery-code-store';

/** The person with what two-factor needs: their email (the app's label), password hash and secrets. */
export async function findPerson(db: DbOrTx, userId: string) {
  const [person] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      totpSecretSealed: users.totpSecretSealed,
      totpPendingSecretSealed: users.totpPendingSecretSealed,
      twoFactorEnabledAt: users.twoFactorEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new Error(`No person ${userId}: the session named one that is gone.`);
  return person;
}
export type Person = Awaited<ReturnType<typeof findPerson>>;

/** The names of the person's accounts that require two-factor sign-in (turning it off is refused while any does). */
export async function accountsRequiringTwoFactor(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: accounts.name, required: accounts.requireTwoFactor })
    .from(members)
    .innerJoin(accounts, eq(accounts.id, members.accountId))
    .where(eq(members.userId, userId));
  return rows.filter((row) => row.required).map((row) => row.name);
}

export async function twoFactorStatus(db: DbOrTx, userId: string, accountId: string) {
  const person = await findPerson(db, userId);
  const [account] = await db.select({ required: accounts.requireTwoFactor }).from(accounts).where(eq(accounts.id, accountId));
  return {
    enabled: person.twoFactorEnabledAt !== null,
    enabled_at: person.twoFactorEnabledAt?.toISOString() ?? null,
    recovery_codes_left: person.twoFactorEnabledAt ? await recoveryCodesLeft(db, userId) : 0,
    required_by_account: account?.required ?? false,
  };
}
