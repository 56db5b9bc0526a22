import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditEventListResponseSchema } from '#contract/audit';
import { recordAudit, type AuditEntry } from '#server/domain/audit/record-audit';
import { clientFor, T0, v1Fixture, type V1Client, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const minutes = (n: number) => new Date(T0.getTime() - n * 60_000);

function entry(accountId: string, at: Date, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    accountId,
    action: 'api_key.created',
    actor: { type: 'member', id: 'mem_a', name: 'Avery' },
    target: { type: 'api_key', id: 'key_1', name: 'CI' },
    occurredAt: at,
    ...overrides,
  };
}

/** Five entries a minute apart, newest first: 1 … 5 minutes before T0. */
async function seedFive(accountId: string) {
  await recordAudit(f.t.db, entry(accountId, minutes(5), { action: 'session.signed_in' }));
  await recordAudit(f.t.db, entry(accountId, minutes(4), { action: 'api_key.created' }));
  await recordAudit(
    f.t.db,
    entry(accountId, minutes(3), { action: 'api_key.revoked', target: { type: 'api_key', id: 'key_2', name: 'Old' } }),
  );
  await recordAudit(
    f.t.db,
    entry(accountId, minutes(2), { action: 'site.created', actor: { type: 'api_key', id: 'key_9', name: 'ERP' } }),
  );
  await recordAudit(f.t.db, entry(accountId, minutes(1), { action: 'session.signed_out' }));
}

async function list(query: string, client: V1Client = f) {
  const res = await client.call('GET', `/v1/audit-events${query}`);
  expect(res.status).toBe(200);
  return auditEventListResponseSchema.parse(res.body);
}
const actions = (page: { data: { action: string }[] }) => page.data.map((e) => e.action);

describe('GET /v1/audit-events', HEAVY, () => {
  it('lists newest first, walks by cursor with the total carried, and filters on each index', async () => {
    await seedFive(f.account.accountId);
    const first = await list('?limit=2');
    expect(actions(first)).toEqual(['session.signed_out', 'site.created']);
    expect(first.meta).toMatchObject({ total: 5, page: 1, per_page: 2 });
    await recordAudit(f.t.db, entry(f.account.accountId, T0, { action: 'site.archived' })); // newer than the walk: never in it
    const second = await list(`?limit=2&after=${first.meta.next_cursor}`);
    expect(actions(second)).toEqual(['api_key.revoked', 'api_key.created']);
    expect(second.meta).toMatchObject({ total: 5, page: 2 });
    const third = await list(`?limit=2&after=${second.meta.next_cursor}`);
    expect(actions(third)).toEqual(['session.signed_in']);
    expect(third.meta.next_cursor).toBeNull();

    expect(actions(await list('?action=api_key.revoked'))).toEqual(['api_key.revoked']);
    const several = await list('?action=session.signed_in,session.signed_out,api_key.created&limit=2');
    expect(actions(several)).toEqual(['session.signed_out', 'api_key.created']);
    expect(several.meta.total).toBe(3);
    expect(
      actions(
        await list(`?action=session.signed_in,session.signed_out,api_key.created&limit=2&after=${several.meta.next_cursor}`),
      ),
    ).toEqual(['session.signed_in']);
    expect(actions(await list('?actor_id=key_9'))).toEqual(['site.created']);
    expect(actions(await list('?target_id=key_2'))).toEqual(['api_key.revoked']);
    expect(actions(await list('?actor_id=mem_a&action=api_key.created,api_key.revoked'))).toEqual([
      'api_key.revoked',
      'api_key.created',
    ]);
    const range = await list(`?from=${minutes(4).toISOString()}&to=${minutes(2).toISOString()}`);
    expect(actions(range)).toEqual(['api_key.revoked', 'api_key.created']); // from inclusive, to exclusive
    const offset = await list(`?from=${encodeURIComponent('2026-11-21T08:57:30+01:00')}`); // 07:57:30Z
    expect(actions(offset)).toEqual(['site.archived', 'session.signed_out', 'site.created']);
  });

  it('shows an account only its own entries', async () => {
    const other = await f.t.createAccount();
    await seedFive(other.accountId);
    await recordAudit(f.t.db, entry(f.account.accountId, minutes(1), { action: 'site.created' }));
    const page = await list('');
    expect(actions(page)).toEqual(['site.created']);
    expect(page.meta.total).toBe(1);
    expect((await list('?actor_id=mem_a')).data).toHaveLength(1);
  });

  it('needs audit:read: a key without it and a viewer session are refused', async () => {
    const withoutScope = clientFor(f.t, await f.account.createKey(['events:read', 'webhooks:read']));
    const refused = await withoutScope.call('GET', '/v1/audit-events');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_scope');

    for (const role of ['viewer', 'manager'] as const) {
      const member = await f.t.createAccount({ role });
      const { cookie } = await member.signIn();
      const res = await f.t.request('/v1/audit-events', { headers: { Cookie: cookie } });
      expect([role, res.status]).toEqual([role, 403]);
    }
    const admin = await f.t.createAccount({ role: 'admin' });
    const { cookie } = await admin.signIn();
    expect((await f.t.request('/v1/audit-events', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('refuses hostile filters with 400 and every problem at once', async () => {
    const bad = async (query: string) => {
      const res = await f.call('GET', `/v1/audit-events?${query}`);
      expect([query, res.status]).toEqual([query, 400]);
      return res.body.error as { code: string; details?: { field: string }[] };
    };
    const all = await bad(
      `action=api_key.exploded&actor_id=${encodeURIComponent("x' or 1=1 --")}&target_id=&from=yesterday&to=2026-13-01T00:00:00Z`,
    );
    expect(all.details?.map((d) => d.field).sort()).toEqual(['action', 'actor_id', 'from', 'target_id', 'to']);
    await bad('action=api_key.created,');
    await bad('action=API_KEY.CREATED');
    await bad(`actor_id=${'a'.repeat(65)}`);
    await bad('from=2026-11-21'); // a date alone is not a moment
    await bad('from=2026-11-21T08:00:00'); // nor a time without its zone
    expect((await bad('from=2026-11-22T00:00:00Z&to=2026-11-21T00:00:00Z')).code).toBe('invalid_parameter');
    expect((await bad('limit=0')).code).toBe('invalid_parameter');
    expect((await bad('sort=action')).code).toBe('invalid_parameter');
    const first = await list('?limit=1&action=api_key.created');
    await recordAudit(f.t.db, entry(f.account.accountId, minutes(1)));
    await recordAudit(f.t.db, entry(f.account.accountId, minutes(2)));
    const walked = await list('?limit=1&action=api_key.created');
    expect(first.meta.next_cursor).toBeNull();
    expect((await bad(`limit=1&action=site.created&after=${walked.meta.next_cursor}`)).code).toBe('invalid_cursor');
    expect((await bad('after=not-a-cursor')).code).toBe('invalid_cursor');
  });

  it('takes the widest timestamps PostgreSQL can hold without a 500', async () => {
    await recordAudit(f.t.db, entry(f.account.accountId, minutes(1)));
    expect((await list('?from=0000-01-01T00:00:00Z&to=9999-12-31T23:59:59.999-05:00')).data).toHaveLength(1);
    expect((await list(`?from=${encodeURIComponent('9999-12-31T23:00:00-05:00')}`)).data).toHaveLength(0);
  });

  it('serves each filter from its own index in order, never a scan and a sort', async () => {
    // The walks' shape (audit-queries.ts); with scans and sorts made expensive, each plan shows its index
    // serving the page in order. Enough entries, spread over actions, actors and targets, that the choice is real.
    const account = f.account.accountId;
    await f.t.db.execute(sql`
      insert into audit_events (id, account_id, action, occurred_at, actor_type, actor_id, target_type, target_id)
      select 'aud_plan_' || g, ${account}, (array['session.signed_in','api_key.created','site.created'])[1 + g % 3],
             now() - g * interval '1 minute', 'member', 'mem_' || (g % 50), 'site', 'site_' || (g % 200)
      from generate_series(1, 4000) g`);
    await f.t.db.execute(sql`analyze audit_events`);
    const planOf = async (where: ReturnType<typeof sql>) => {
      const plan = await f.t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        return tx.execute(sql`
          explain select * from audit_events where account_id = ${account} and ${where}
            and occurred_at >= now() - interval '30 days' and (occurred_at, id) < (now(), 'aud_z')
          order by occurred_at desc nulls last, id desc nulls last limit 101`);
      });
      return (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    };
    const cases: [ReturnType<typeof sql>, RegExp][] = [
      [sql`true`, /audit_events_account_occurred_idx/],
      [sql`action = 'site.created'`, /audit_events_account_action_idx/],
      [sql`actor_id = 'mem_7'`, /audit_events_account_actor_idx/],
      [sql`target_id = 'site_7'`, /audit_events_account_target_idx/],
    ];
    for (const [where, index] of cases) {
      const text = await planOf(where);
      expect(text).toMatch(index);
      expect(text).not.toMatch(/Sort/);
    }
  });
});
