import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { PART_TYPE_ALIAS_LIMITS, partTypeAliasKey, type partTypeAliasSaveSchema } from '#contract/part-type-aliases';
import type { Db } from '#server/db/client';
import { partTypeAliases } from '#server/db/schema/part-type-aliases';
import { validationFailed } from '#server/api-error';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { lockAccount } from '#server/domain/lock-account';
import { newId } from '#server/domain/ids';
import type { Maker } from '#server/domain/made-by';
import { aliasChanges, recordAliasEvent } from './alias-events';
import { lockOwnAlias, type AliasRow } from './alias-queries';

export type AliasInput = z.output<typeof partTypeAliasSaveSchema>;

const { perAccount } = PART_TYPE_ALIAS_LIMITS;

const tooMany = () =>
  validationFailed([
    {
      field: 'body',
      code: 'too_many',
      message: `An account may remember at most ${perAccount} part type aliases; delete one it no longer needs before adding another.`,
    },
  ]);

/**
 * Creates the alias of the value's key, or changes its part type and spelling; a save that changes
 * nothing records no event. The account row is locked first, so every alias write of the account
 * waits for the one before it: the limit is counted exactly, and of concurrent saves of one value
 * the first creates it while the rest find it (the unique key turns their insert into nothing).
 */
export async function saveAlias(
  db: Db,
  accountId: string,
  input: AliasInput,
  now: Date,
  maker?: Maker,
): Promise<{ row: AliasRow; created: boolean }> {
  const valueKey = partTypeAliasKey(input.value);
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      await lockAccount(tx, accountId);
      const [created] = await tx
        .insert(partTypeAliases)
        .values({
          id: newId('pta'),
          accountId,
          value: input.value,
          valueKey,
          partType: input.part_type,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [partTypeAliases.accountId, partTypeAliases.valueKey] })
        .returning();
      if (created) {
        // Counted with the new row under the account's lock; refusing rolls the insert back.
        if ((await tx.$count(partTypeAliases, eq(partTypeAliases.accountId, accountId))) > perAccount) throw tooMany();
        recordAliasEvent(tx, 'part_type_alias.saved', created, now);
        return { row: created, created: true };
      }
      const [current] = await tx
        .select()
        .from(partTypeAliases)
        .where(and(eq(partTypeAliases.accountId, accountId), eq(partTypeAliases.valueKey, valueKey)))
        .for('update');
      if (!current) throw new Error(`part type alias ${valueKey} conflicted but was not found`);
      const previous = aliasChanges(current, { value: input.value, partType: input.part_type });
      if (!previous) return { row: current, created: false };
      const [row] = await tx
        .update(partTypeAliases)
        .set({ value: input.value, partType: input.part_type, updatedAt: now })
        .where(eq(partTypeAliases.id, current.id))
        .returning();
      if (!row) throw new Error(`part type alias ${current.id} vanished under its lock`);
      recordAliasEvent(tx, 'part_type_alias.saved', row, now, previous);
      return { row, created: false };
    },
    maker,
  );
}

/** Removes the account's alias; false when it has none by that id (another account's included). */
export async function deleteAlias(db: Db, accountId: string, id: string, now: Date, maker?: Maker): Promise<boolean> {
  return inEventTransaction(
    db,
    now,
    async (tx) => {
      const current = await lockOwnAlias(tx, accountId, id);
      if (!current) return false;
      recordAliasEvent(tx, 'part_type_alias.deleted', current, now);
      await tx.delete(partTypeAliases).where(eq(partTypeAliases.id, id));
      return true;
    },
    maker,
  );
}
