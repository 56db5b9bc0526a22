import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';

/**
 * Locks the account's row for the rest of the transaction: the account's writes that count or
 * compare its rows (a limit, a duplicate) then run one after another.
 */
export async function lockAccount(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}
