import { describe, expect, it } from 'vitest';
import { accounts } from '#server/db/schema/accounts';
import { createTestDatabase } from './test-database';

describe('createTestDatabase', () => {
  it('gives each test its own migrated database', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    await a.db.insert(accounts).values({ id: 'acct_1', name: 'A', plan: 'enterprise' });
    expect(await a.db.select().from(accounts)).toHaveLength(1);
    expect(await b.db.select().from(accounts)).toHaveLength(0);
    await a.close();
    await b.close();
  });
});
