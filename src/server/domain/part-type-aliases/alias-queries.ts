import { and, asc, eq, sql } from 'drizzle-orm';
import type { PartTypeAlias } from '#contract/part-type-aliases';
import type { DbOrTx } from '#server/db/client';
import { partTypeAliases } from '#server/db/schema/part-type-aliases';

export type AliasRow = typeof partTypeAliases.$inferSelect;

export function toPartTypeAlias(row: AliasRow): PartTypeAlias {
  return {
    id: row.id,
    value: row.value,
    part_type: row.partType,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every alias of the account (at most 500, so no pages), by key in code-point order on every database. */
export async function listAliases(db: DbOrTx, accountId: string): Promise<PartTypeAlias[]> {
  const rows = await db
    .select()
    .from(partTypeAliases)
    .where(eq(partTypeAliases.accountId, accountId))
    .orderBy(sql`${partTypeAliases.valueKey} collate "C"`, asc(partTypeAliases.id));
  return rows.map(toPartTypeAlias);
}

/** The account's alias, locked for the rest of the transaction; undefined when it has none by that id. */
export async function lockOwnAlias(tx: DbOrTx, accountId: string, id: string): Promise<AliasRow | undefined> {
  const [row] = await tx
    .select()
    .from(partTypeAliases)
    .where(and(eq(partTypeAliases.id, id), eq(partTypeAliases.accountId, accountId)))
    .for('update');
  return row;
}
