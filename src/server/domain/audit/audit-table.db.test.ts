import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents } from '#server/db/schema/audit';
import { createTestApp, type TestAccount, type TestApp } from '#server/testing/test-app';
import { pruneAuditEvents } from './prune-audit';
import { recordAudit, SYSTEM_ACTOR } from './record-audit';

const DAY_MS = 24 * 3_600_000;
let t: TestApp;
let account: TestAccount;
beforeEach(async () => {
  t = await createTestApp();
  account = await t.createAccount();
});
afterEach(() => t.close());

/** An entry dated `days` before the real time (the database's trigger judges age by its own clock). */
async function entryAged(days: number, targetId: string) {
  await recordAudit(t.db, {
    accountId: account.accountId,
    action: 'site.created',
    actor: SYSTEM_ACTOR,
    target: { type: 'site', id: targetId, name: targetId },
    occurredAt: new Date(Date.now() - days * DAY_MS),
  });
  const [row] = await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, targetId));
  return row!;
}

/** The database's refusal (drizzle wraps it: the reason is its cause). */
async function refused(query: PromiseLike<unknown>): Promise<void> {
  const error = await Promise.resolve(query).then(
    () => null,
    (caught: unknown) => caught as { message: string; cause?: { message: string } },
  );
  expect(error?.cause?.message ?? error?.message).toMatch(/cannot be changed or deleted/);
}

describe('the audit_events table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of an entry younger than 365 days', async () => {
    const young = await entryAged(364, 'site_young');
    await refused(t.db.update(auditEvents).set({ actorName: 'Someone else' }).where(eq(auditEvents.id, young.id)));
    await refused(t.db.delete(auditEvents).where(eq(auditEvents.id, young.id)));
    await refused(t.db.execute(sql`truncate audit_events`));
    const old = await entryAged(400, 'site_old');
    await refused(t.db.update(auditEvents).set({ actorName: 'x' }).where(eq(auditEvents.id, old.id)));
    expect(await t.db.select().from(auditEvents)).toHaveLength(2);
  });

  it('allows DELETE of an entry older than 365 days', async () => {
    const old = await entryAged(366, 'site_old');
    await t.db.delete(auditEvents).where(eq(auditEvents.id, old.id));
    expect(await t.db.select().from(auditEvents)).toHaveLength(0);
  });

  it('prunes entries past the retention and keeps the rest, whatever the app clock says', async () => {
    await entryAged(400, 'site_a');
    await entryAged(366, 'site_b');
    await entryAged(300, 'site_c');
    expect(await pruneAuditEvents(t.db, new Date())).toBe(2);
    expect((await t.db.select().from(auditEvents)).map((row) => row.targetId)).toEqual(['site_c']);
    // A sandbox clock a year ahead would call site_c old; the database does not, so it stays.
    expect(await pruneAuditEvents(t.db, new Date(Date.now() + 400 * DAY_MS))).toBe(0);
    expect(await t.db.select().from(auditEvents)).toHaveLength(1);
  });
});
