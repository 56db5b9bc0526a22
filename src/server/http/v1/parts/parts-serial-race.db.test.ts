import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parts } from '#server/db/schema/parts';
import { createTestApp, type TestApp } from '#server/testing/test-app';

/**
 * Concurrent registrations of one serial number over two app instances (on PostgreSQL, two
 * processes' connection pools racing for real): exactly one wins, the others are told which part has it.
 */
describe('serial numbers under concurrency', () => {
  let t: TestApp;
  let accountId: string;
  let send: (path: string, body: unknown, instance: number) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  beforeEach(async () => {
    t = await createTestApp();
    const account = await t.createAccount();
    accountId = account.accountId;
    const key = await account.createKey(['parts:read', 'parts:write']);
    const second = await t.secondInstance();
    send = async (path, body, instance) => {
      const res = await (instance % 2 === 0 ? t.request : second.request)(path, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
  });
  afterEach(() => t.close());

  const holders = async (serial: string) =>
    (
      await t.db
        .select({ n: count() })
        .from(parts)
        .where(and(eq(parts.accountId, accountId), sql`lower(${parts.serialNumber}) = lower(${serial})`))
    )[0]!.n;

  const batchOf = (prefix: string, shared: string, at: number) =>
    Array.from({ length: 200 }, (_, i) => ({
      part_type: 'blade',
      internal_label: `${prefix} ${i}`,
      serial_number: i === at ? shared : `${prefix}-${i}`,
    }));

  it('lets one of two concurrent batches sharing a serial register, and refuses the other naming the winner', async () => {
    for (let round = 0; round < 4; round++) {
      const shared = `SHARED-${round}`;
      const [a, b] = await Promise.all([
        send('/v1/parts/batch', { parts: batchOf(`A${round}`, shared, 10) }, 0),
        send('/v1/parts/batch', { parts: batchOf(`B${round}`, shared.toLowerCase(), 150) }, 1),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 422]);
      const [won, lost, lostRow] = a.status === 201 ? [a, b, 150] : [b, a, 10];
      const winner = won.body.data.find((p: { serial_number: string }) => p.serial_number.toLowerCase() === shared.toLowerCase());
      expect(lost.body.error.details).toEqual([
        expect.objectContaining({
          field: `parts[${lostRow}].serial_number`,
          code: 'duplicate_serial',
          row: lostRow,
          existing_part: { id: winner.id, internal_label: winner.internal_label },
        }),
      ]);
      expect(await holders(shared)).toBe(1);
    }
    expect((await t.db.select({ n: count() }).from(parts).where(eq(parts.accountId, accountId)))[0]!.n).toBe(800);
  }, 120_000);

  it('never deadlocks two batches that share serials in opposite orders', async () => {
    const serials = Array.from({ length: 30 }, (_, i) => `X-${i}`);
    const rows = (list: string[], prefix: string) =>
      list.map((serial) => ({ part_type: 'saw', internal_label: prefix, serial_number: serial }));
    const [a, b] = await Promise.all([
      send('/v1/parts/batch', { parts: rows(serials, 'A') }, 0),
      send('/v1/parts/batch', { parts: rows([...serials].reverse(), 'B') }, 1),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 422]);
    const lost = a.status === 422 ? a : b;
    expect(lost.body.error.details).toHaveLength(30);
  }, 60_000);

  it('lets one of ten concurrent POSTs of one serial register', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('/v1/parts', { part_type: 'knife', internal_label: `K${i}`, serial_number: 'ONE-1' }, i),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(422)]);
    for (const refused of results.filter((r) => r.status === 422)) {
      expect(refused.body.error.details[0]).toMatchObject({ field: 'serial_number', code: 'duplicate_serial' });
    }
    expect(await holders('ONE-1')).toBe(1);
  }, 60_000);
});
