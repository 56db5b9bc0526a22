import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventPayloadSchema } from '#contract/event-payloads';
import type { EventType, WebhookEvent } from '#contract/events';
import { SCOPES } from '#contract/scopes';
import { advanceDueInvoices } from '#server/domain/invoices/invoice-lifecycle';
import { pruneClosedOrders } from '#server/sandbox/ops-orders';
import { runDueSteps } from '#server/sandbox/simulator';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { allEvents as allEventsOf } from '#server/testing/all-events';
import { createParts, orderBody } from '#server/testing/v1-test-kit';
import { webhookFixture, type WebhookFixture } from '#server/testing/webhook-kit';

const HEAVY = { timeout: 120_000 };
const HOUR = 3_600_000;

let f: WebhookFixture;
beforeEach(async () => {
  f = await webhookFixture();
});
afterEach(() => f.t.close());

/** Every event of the account, oldest first. */
const allEvents = (query = '') => allEventsOf(f, query);

interface Write {
  /** The event types the write must record about `objectId`; empty for writes that change no resource. */
  events: string[];
  /** A sandbox control standing in for the service's people: its events name no maker, as its timeline entries don't. */
  byService?: true;
  run(): Promise<{ status: number; objectId: string }>;
}

/** Each event as the OpenAPI document's `webhooks` describes its type: nothing missing, nothing more. */
function expectDocumented(events: readonly WebhookEvent[]) {
  for (const event of events) expect(eventPayloadSchema(event.type as EventType).parse(event), event.type).toEqual(event);
}

/**
 * One example of every write the OpenAPI document lists, in an order where each finds what it
 * needs. Writes that only send (a test event, a resend, a recovery) change no resource: they
 * record no event, and say so here.
 */
function writes(state: {
  parts: string[];
  order: string;
  endpoint: string;
  delivery: string;
  alias: string;
  site: string;
  schedule: string;
}): Record<string, Write> {
  const answer = async (res: Promise<{ status: number; body: { data: { id: string } } }>, id?: () => string) => {
    const done = await res;
    return { status: done.status, objectId: id ? id() : done.body.data.id };
  };
  return {
    createPart: {
      events: ['part.created'],
      run: () => answer(f.call('POST', '/v1/parts', { part_type: 'blade', internal_label: 'One' })),
    },
    createPartsBatch: {
      events: ['part.created'],
      run: async () => {
        const res = await f.call('POST', '/v1/parts/batch', { parts: [{ part_type: 'saw', internal_label: 'Two' }] });
        return { status: res.status, objectId: res.body.data[0].id };
      },
    },
    updatePart: {
      events: ['part.updated'],
      run: () => answer(f.call('PATCH', `/v1/parts/${state.parts[0]}`, { model: 'M2' })),
    },
    retirePart: { events: ['part.retired'], run: () => answer(f.call('POST', `/v1/parts/${state.parts[1]}/retire`)) },
    createOrder: {
      events: ['order.created'],
      run: async () => {
        const res = await f.call('POST', '/v1/orders', orderBody([state.parts[2]!], f.t.clock.now()));
        state.order = res.body.data.id;
        return { status: res.status, objectId: state.order };
      },
    },
    rescheduleOrder: {
      events: ['order.updated'],
      run: () => answer(f.call('PATCH', `/v1/orders/${state.order}`, { purchase_order: 'PO-7' })),
    },
    advanceSandboxOrder: {
      events: ['order.status_changed'],
      byService: true,
      run: () => answer(f.call('POST', `/sandbox/orders/${state.order}/advance`)),
    },
    cancelOrder: {
      events: ['order.cancelled'],
      run: async () => {
        const other = (await f.call('POST', '/v1/orders', orderBody([state.parts[3]!], f.t.clock.now(), 1))).body.data.id;
        return answer(f.call('POST', `/v1/orders/${other}/cancel`));
      },
    },
    createWebhookEndpoint: {
      events: ['webhook_endpoint.created'],
      run: async () => {
        const res = await f.call('POST', '/v1/webhook_endpoints', { url: 'http://127.0.0.1:9/hook', events: ['*'] });
        state.endpoint = res.body.data.id;
        return { status: res.status, objectId: state.endpoint };
      },
    },
    updateWebhookEndpoint: {
      events: ['webhook_endpoint.updated'],
      run: () => answer(f.call('PATCH', `/v1/webhook_endpoints/${state.endpoint}`, { description: 'Accounts' })),
    },
    rollWebhookEndpointSecret: {
      events: ['webhook_endpoint.secret_rolled'],
      run: () => answer(f.call('POST', `/v1/webhook_endpoints/${state.endpoint}/roll_secret`)),
    },
    sendWebhookTestEvent: {
      events: [],
      run: async () => {
        const res = await f.call('POST', `/v1/webhook_endpoints/${state.endpoint}/test`);
        state.delivery = res.body.data.id;
        return { status: res.status, objectId: state.endpoint };
      },
    },
    resendWebhookDelivery: {
      events: [],
      run: () =>
        answer(
          f.call('POST', `/v1/webhook_endpoints/${state.endpoint}/deliveries/${state.delivery}/resend`),
          () => state.endpoint,
        ),
    },
    recoverWebhookEndpoint: {
      events: [],
      run: () =>
        answer(
          f.call('POST', `/v1/webhook_endpoints/${state.endpoint}/recover`, { since: f.t.clock.now().toISOString() }),
          () => state.endpoint,
        ),
    },
    deleteWebhookEndpoint: {
      events: ['webhook_endpoint.deleted'],
      run: () => answer(f.call('DELETE', `/v1/webhook_endpoints/${state.endpoint}`)),
    },
    savePartTypeAlias: {
      events: ['part_type_alias.saved'],
      run: async () => {
        const res = await f.call('PUT', '/v1/part_type_aliases', { value: 'Chef knife', part_type: 'knife' });
        state.alias = res.body.data.id;
        return { status: res.status, objectId: state.alias };
      },
    },
    deletePartTypeAlias: {
      events: ['part_type_alias.deleted'],
      // 204: no body to read the id from.
      run: async () => ({
        status: (await f.call('DELETE', `/v1/part_type_aliases/${state.alias}`)).status,
        objectId: state.alias,
      }),
    },
    createSite: {
      events: ['site.created'],
      run: async () => {
        const res = await f.call('POST', '/v1/sites', {
          name: 'Harbour St',
          address: { line1: '1 Harbour St', city: 'Boston', country: 'US' },
          time_zone: 'America/New_York',
        });
        state.site = res.body.data.id;
        return { status: res.status, objectId: state.site };
      },
    },
    updateSite: {
      events: ['site.updated'],
      run: () => answer(f.call('PATCH', `/v1/sites/${state.site}`, { access_notes: 'Loading bay' })),
    },
    createPickupSchedule: {
      events: ['pickup_schedule.created'],
      run: async () => {
        const res = await f.call('POST', '/v1/pickup-schedules', {
          site_id: state.site,
          rule: 'FREQ=WEEKLY;BYDAY=MO',
          window_preference: { kind: 'earliest' },
          lead_days: 2,
          parts: { rule: 'due', wear_at_least: 70, days_since_service_at_least: 30 },
        });
        state.schedule = res.body.data.id;
        return { status: res.status, objectId: state.schedule };
      },
    },
    updatePickupSchedule: {
      events: ['pickup_schedule.updated'],
      run: () => answer(f.call('PATCH', `/v1/pickup-schedules/${state.schedule}`, { lead_days: 3 })),
    },
    pausePickupSchedule: {
      events: ['pickup_schedule.updated'],
      run: () => answer(f.call('POST', `/v1/pickup-schedules/${state.schedule}/pause`)),
    },
    resumePickupSchedule: {
      events: ['pickup_schedule.updated'],
      run: () => answer(f.call('POST', `/v1/pickup-schedules/${state.schedule}/resume`)),
    },
    skipPickupScheduleOccurrence: {
      events: ['pickup_schedule.updated'],
      run: async () => {
        const next = (await f.call('GET', `/v1/pickup-schedules/${state.schedule}`)).body.data.next_occurrences[0].date;
        return answer(f.call('POST', `/v1/pickup-schedules/${state.schedule}/skip`, { date: next }));
      },
    },
    unskipPickupScheduleOccurrence: {
      events: ['pickup_schedule.updated'],
      run: async () => {
        const [skipped] = (await f.call('GET', `/v1/pickup-schedules/${state.schedule}`)).body.data.skipped_dates;
        return answer(f.call('POST', `/v1/pickup-schedules/${state.schedule}/unskip`, { date: skipped }));
      },
    },
    deletePickupSchedule: {
      events: ['pickup_schedule.deleted'],
      // 204: no body to read the id from.
      run: async () => ({
        status: (await f.call('DELETE', `/v1/pickup-schedules/${state.schedule}`)).status,
        objectId: state.schedule,
      }),
    },
    archiveSite: {
      // The part moved there first comes back with its own part.moved, checked against the document like every event.
      events: ['site.archived'],
      run: async () => {
        const moved = await f.call('PATCH', `/v1/parts/${state.parts[1]}`, { site_id: state.site });
        expect(moved.body.data.site_id).toBe(state.site);
        const main = (await f.call('GET', '/v1/sites?q=main')).body.data[0].id;
        return answer(f.call('POST', `/v1/sites/${state.site}/archive`, { move_parts_to: main }));
      },
    },
  };
}

describe('every change has its event', HEAVY, () => {
  it('walks every write the OpenAPI document lists: each change records its event about the changed object', async () => {
    const doc = (await (await f.t.request('/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const documented = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([method]) => ['post', 'patch', 'put', 'delete'].includes(method))
        .map(([, operation]) => operation.operationId!),
    );
    const state = { parts: await createParts(f, 4), order: '', endpoint: '', delivery: '', alias: '', site: '', schedule: '' };
    const table = writes(state);
    // A new write path fails here until it says which event it records.
    expect(documented.filter((id) => !(id in table))).toEqual([]);
    // The fixture's key is named after its scopes.
    const key = { kind: 'api_key', name: `key for ${SCOPES.join(' ')}` };
    for (const [operationId, write] of Object.entries(table)) {
      f.t.clock.advance(60_000);
      const before = (await allEvents()).length;
      const { status, objectId } = await write.run();
      expect(status, operationId).toBeLessThan(300);
      const recorded = (await allEvents()).slice(before);
      const about = recorded.filter((event) => event.data.object.id === objectId).map((event) => event.type);
      for (const type of write.events) expect(about, `${operationId} records ${type}`).toContain(type);
      if (write.events.length === 0) expect(recorded, `${operationId} changes nothing`).toEqual([]);
      for (const event of recorded) {
        expect(event.data.made_by, `${operationId}: ${event.type} names who made it`).toEqual(write.byService ? undefined : key);
      }
      expectDocumented(recorded);
    }
    // The archive's part.moved events, one per move, each naming the site the part left.
    const moves = await allEvents(`&type=part.moved&object_id=${state.parts[1]}`);
    expect(moves.map((event) => event.data.previous)).toEqual([{ site_id: expect.any(String) }, { site_id: state.site }]);
  });

  it('follows the simulator: each due step, the invoice, the cycle closing and the pruning, dated when recorded', async () => {
    const partIds = await createParts(f, 2);
    const orderId = (await f.call('POST', '/v1/orders', orderBody(partIds, f.t.clock.now()))).body.data.id;
    let previousMark = '';
    for (let tick = 0; tick < 40; tick++) {
      // The simulator runs late: every step it makes fell due before the tick that records it.
      f.t.clock.advance(6 * HOUR + 7 * 60_000);
      await runDueSteps(f.t.db, f.t.clock.now(), DEFAULT_PICKUP_RULES);
      await advanceDueInvoices(f.t.db, f.t.clock.now());
      // A poller reading newest first and keeping a created_at mark misses nothing: the newest is always later.
      const [newest] = (await f.call('GET', '/v1/events?limit=1')).body.data as WebhookEvent[];
      if (newest && newest.created_at !== previousMark) expect(newest.created_at > previousMark).toBe(true);
      previousMark = newest?.created_at ?? previousMark;
    }
    const order = await allEvents(`&object_id=${orderId}`);
    expect(order.map((event) => event.data.object.status)).toEqual([
      'pending',
      'scheduled',
      'picked_up',
      'in_service',
      'out_for_delivery',
      'completed',
    ]);
    const steps = order.slice(1);
    for (const step of steps) expect(Date.parse(step.occurred_at!)).toBeLessThan(Date.parse(step.created_at));
    for (const partId of partIds) {
      const statuses = (await allEvents(`&object_id=${partId}&type=part.updated`)).map((event) => event.data.object.status);
      expect(statuses).toEqual([
        'pickup_scheduled',
        'in_transit_to_center',
        'at_service_center',
        'in_transit_back',
        'delivered',
        'with_customer',
      ]);
    }
    const invoiceId = order.at(-1)!.data.object.invoice_id as string;
    const invoice = (await allEvents(`&object_id=${invoiceId}`)).map((event) => [event.type, event.data.object.status]);
    expect(invoice.slice(0, 2)).toEqual([
      ['invoice.created', 'draft'],
      ['invoice.status_changed', 'sent'],
    ]);

    expect(await pruneClosedOrders(f.t.db, f.account.accountId, f.t.clock.now(), 0)).toBe(1);
    const [orderDeleted] = await allEvents(`&object_id=${orderId}&type=order.deleted`);
    expect(orderDeleted!.data.object).toMatchObject({ id: orderId, status: 'completed' });
    const [invoiceDeleted] = await allEvents(`&object_id=${invoiceId}&type=invoice.deleted`);
    expect(invoiceDeleted!.data.object).toMatchObject({ id: invoiceId });
    expect(invoiceDeleted!.data.object).not.toHaveProperty('pdf_url');
    const simulated = (await allEvents()).filter((event) => event.created_at > order[0]!.created_at);
    expect(simulated.filter((event) => event.data.made_by).map((event) => event.type)).toEqual([]);
    expectDocumented(simulated);
  });

  it('dates an account’s events in the order they commit: a poller keeping a created_at mark misses none of 20 concurrent writes', async () => {
    const partIds = await createParts(f, 20);
    const seen = new Set<string>();
    let mark = '';
    let writing = true;
    const poll = async () => {
      const page = (await f.call('GET', '/v1/events?limit=100')).body.data as WebhookEvent[];
      for (const event of page.filter((e) => e.created_at > mark)) seen.add(event.id);
      mark = page[0]?.created_at ?? mark;
    };
    const poller = (async () => {
      while (writing) await poll();
    })();
    await poll();
    await Promise.all(partIds.map((id, i) => f.call('PATCH', `/v1/parts/${id}`, { model: `Concurrent ${i}` })));
    writing = false;
    await poller;
    await poll();
    const updates = await allEvents('&type=part.updated');
    expect(updates).toHaveLength(20);
    expect(updates.filter((event) => !seen.has(event.id)).map((event) => event.id)).toEqual([]);
    expect(new Set(updates.map((event) => event.created_at)).size).toBe(20);
  });
});
