import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '#server/db/schema/events';
import { claimDueDeliveries, LEASE_MS } from '#server/domain/webhooks/delivery-claims';
import { deliverDue, deliveryClock, startDeliveryWorker } from '#server/domain/webhooks/delivery-worker';
import { webhookDeliveryListResponseSchema } from '#contract/webhooks';
import { createParts } from '#server/testing/v1-test-kit';
import { startReceiver, type Receiver } from '#server/testing/webhook-receiver';
import { webhookFixture, type WebhookFixture } from '#server/testing/webhook-kit';

const HEAVY = { timeout: 120_000 };

let f: WebhookFixture;
let receiver: Receiver;
beforeEach(async () => {
  f = await webhookFixture();
  receiver = await startReceiver(() => ({ status: 200, delayMs: 5 }));
});
afterEach(async () => {
  await receiver.close();
  await f.t.close();
});

describe('delivery workers', HEAVY, () => {
  it('two server processes on one database make each attempt once', async () => {
    const { secret } = await f.createEndpoint(receiver.url, ['part.created']);
    receiver.secrets.push(secret);
    await createParts(f, 40);
    const second = await f.t.secondInstance();
    const rounds = async (deps: typeof f.t.deps) => {
      let made = 0;
      for (let n = await deliverDue(deps, 4); n > 0; n = await deliverDue(deps, 4)) made += n;
      return made;
    };
    const [first, other] = await Promise.all([rounds(f.t.deps), rounds(second.deps)]);
    expect(first + other).toBe(40);
    expect(receiver.received).toHaveLength(40);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(40);
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const events = (await f.call('GET', '/v1/events?type=part.created&limit=100')).body.data.map((e: { id: string }) => e.id);
    expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set(events));
  });

  it('makes an attempt again once the lease of a process that died holding it has ended, and not before', async () => {
    const { secret } = await f.createEndpoint(receiver.url, ['part.created']);
    receiver.secrets.push(secret);
    await createParts(f, 1);
    expect(await claimDueDeliveries(f.t.db, 'a-process-that-dies', deliveryClock(f.t.deps), 10)).toHaveLength(1);
    // Leases run on the database's clock: a process whose own clock runs far ahead cannot take it early.
    f.t.clock.advance(LEASE_MS * 100);
    expect(await f.deliverAll()).toBe(0);
    const [lease] = await f.t.db.select({ until: webhookDeliveries.leaseUntil }).from(webhookDeliveries);
    const [dbNow] = ((await f.t.db.execute(sql`select clock_timestamp() as now`)) as unknown as { rows: { now: string }[] }).rows;
    const left = lease!.until!.getTime() - new Date(dbNow!.now).getTime();
    expect(left).toBeGreaterThan(LEASE_MS - 10_000);
    expect(left).toBeLessThanOrEqual(LEASE_MS);
    // Its lease ends (moved back on the database's clock, as the time passing would do).
    await f.t.db.update(webhookDeliveries).set({ leaseUntil: sql`clock_timestamp() - interval '1 millisecond'` });
    expect(await f.deliverAll()).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('delivers on its own, without the simulator, and stops waiting for the round in flight', async () => {
    const { secret } = await f.createEndpoint(receiver.url, ['part.created']);
    receiver.secrets.push(secret);
    const stop = startDeliveryWorker(f.t.deps, { intervalMs: 20, releaseLeases: false });
    try {
      await createParts(f, 3);
      await receiver.waitFor(3);
    } finally {
      await stop();
    }
    expect(receiver.received.map((r) => Boolean(r.verified))).toEqual([true, true, true]);
  });

  it('records each attempt as it ends: the log and the health show a quick receiver’s while a slow one still holds its answer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await startReceiver(() => ({ status: 200, until: held }));
    try {
      const slowEndpoint = await f.createEndpoint(slow.url, ['part.created']);
      const quick = await f.createEndpoint(receiver.url, ['part.created']);
      await createParts(f, 1);
      let roundOver = false;
      const round = deliverDue(f.t.deps).finally(() => (roundOver = true));
      const logOf = async (id: string) =>
        webhookDeliveryListResponseSchema.parse((await f.call('GET', `/v1/webhook_endpoints/${id}/deliveries`)).body).data;
      await expect.poll(async () => (await logOf(quick.id))[0]?.status, { timeout: 10_000 }).toBe('succeeded');
      const [delivery] = await logOf(quick.id);
      const health = (await f.call('GET', `/v1/webhook_endpoints/${quick.id}`)).body.data.health;
      expect(health).toMatchObject({ last_attempt_at: delivery!.attempts[0]!.attempted_at, last_status_code: 200 });
      expect(slow.received).toHaveLength(1);
      expect(roundOver).toBe(false);
      expect((await logOf(slowEndpoint.id))[0]).toMatchObject({ status: 'pending', attempts: [] });
      release();
      expect(await round).toBe(2);
      expect((await logOf(slowEndpoint.id))[0]).toMatchObject({ status: 'succeeded', attempt_count: 1 });
    } finally {
      release();
      await slow.close();
    }
  });

  it('sends what falls due while a slow receiver holds another attempt, without waiting for it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = await startReceiver(() => ({ status: 200, until: held }));
    const stop = startDeliveryWorker(f.t.deps, { intervalMs: 20, releaseLeases: false });
    try {
      await f.createEndpoint(slow.url, ['part.created']);
      await f.createEndpoint(receiver.url, ['part.updated']);
      const [partId] = await createParts(f, 1);
      await expect.poll(() => slow.received.length, { timeout: 10_000 }).toBe(1);
      await f.call('PATCH', `/v1/parts/${partId}`, { model: 'While the other waits' });
      // Well within the 10 s a held attempt may take before it times out.
      await receiver.waitFor(1, 5_000);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'part.updated' });
    } finally {
      release();
      await stop();
      await slow.close();
    }
  });

  it('refuses at delivery a name that now resolves to a refused address, and never connects', async () => {
    const connections: string[] = [];
    const trap = createServer((socket) => {
      connections.push('connected');
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    const port = (trap.address() as { port: number }).port;
    const strict = await webhookFixture({ webhookAllowLoopback: false });
    try {
      strict.dns.set('rebind.example.com', ['93.184.216.34']);
      const { id } = await strict.createEndpoint(`https://rebind.example.com:${port}/hook`, ['part.created']);
      strict.dns.set('rebind.example.com', ['127.0.0.1']);
      await createParts(strict, 1);
      expect(await strict.deliverAll()).toBe(1);
      const [delivery] = (await strict.call('GET', `/v1/webhook_endpoints/${id}/deliveries`)).body.data;
      expect(delivery.attempts[0]).toMatchObject({ status_code: null, succeeded: false });
      expect(delivery.attempts[0].error).toBe(
        'Refused: rebind.example.com resolves to 127.0.0.1 is a loopback address; webhooks are delivered only to public addresses.',
      );
      expect(connections).toEqual([]);
    } finally {
      await strict.t.close();
      await new Promise((resolve) => trap.close(resolve));
    }
  });
});
