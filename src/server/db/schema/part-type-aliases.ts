import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts } from './accounts';

// The part types an account chose for spreadsheet type cells, remembered for its next import.

export const partTypeAliases = pgTable(
  'part_type_aliases',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** As the user wrote it, trimmed: the latest spelling saved. */
    value: text('value').notNull(),
    /** What makes two values one alias (contract/part-type-aliases.ts, partTypeAliasKey). */
    valueKey: text('value_key').notNull(),
    partType: text('part_type').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('part_type_aliases_account_key_idx').on(t.accountId, t.valueKey)],
);
