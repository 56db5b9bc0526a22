import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventListResponseSchema, type WebhookEvent } from '#contract/events';
import { orderResponseSchema } from '#contract/orders';
import { SCOPES } from '#contract/scopes';
import { createParts, orderBody, T0, v1Fixture, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

/** Calls as the signed-in person of the fixture's account (cookie and CSRF token), as the portal makes them. */
async function asPerson() {
  const { cookie, csrfToken } = await f.account.signIn();
  return async (method: string, path: string, body?: unknown) => {
    const res = await f.t.request(path, {
      method,
      headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken, 'Content-Type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

async function eventsAbout(objectId: string): Promise<WebhookEvent[]> {
  const res = await f.call('GET', `/v1/events?object_id=${objectId}&limit=100`);
  return eventListResponseSchema.parse(res.body).data.reverse();
}

describe('data.made_by: who made a change through the portal or the API', HEAVY, () => {
  it('names the signed-in person as the order timeline does, on the order and the parts it moved; not on the service’s steps', async () => {
    const person = await asPerson();
    const [partId] = await createParts(f, 1);
    const placed = await person('POST', '/v1/orders', orderBody([partId!]));
    expect(placed.status).toBe(201);
    const order = orderResponseSchema.parse(placed.body).data;
    const madeBy = { kind: 'user', name: 'Test User 1' };
    expect(order.timeline[0]!.made_by).toEqual(madeBy);

    f.t.clock.advance(60_000);
    await f.call('POST', `/sandbox/orders/${order.id}/advance`);
    const events = await eventsAbout(order.id);
    expect(events.map((event) => [event.type, event.data.actor, event.data.made_by])).toEqual([
      ['order.created', 'api', madeBy],
      ['order.status_changed', 'ops', undefined],
    ]);
    const [moved] = (await eventsAbout(partId!)).filter((event) => event.type === 'part.updated');
    expect(moved!.data).toMatchObject({ object: { status: 'pickup_scheduled' }, actor: 'api', made_by: madeBy });
  });

  it('names the person who created, rolled and revoked an API key, and the key that registered a part', async () => {
    const person = await asPerson();
    const created = await person('POST', '/portal/api-keys', { name: 'Reorder bot', scopes: ['parts:read'], expires_at: null });
    expect(created.status).toBe(201);
    const keyId = created.body.data.id as string;
    const rolled = await person('POST', `/portal/api-keys/${keyId}/roll`, { old_secret_expires_at: T0.toISOString() });
    expect(rolled.status).toBe(201);
    expect((await person('DELETE', `/portal/api-keys/${rolled.body.data.id}`)).status).toBe(200);

    const byPerson = { kind: 'user', name: 'Test User 1' };
    expect((await eventsAbout(keyId)).map((event) => [event.type, event.data.made_by])).toEqual([
      ['api_key.created', byPerson],
      ['api_key.rolled', byPerson],
    ]);
    expect((await eventsAbout(rolled.body.data.id)).map((event) => [event.type, event.data.made_by])).toEqual([
      ['api_key.created', byPerson],
      ['api_key.revoked', byPerson],
    ]);

    const [partId] = await createParts(f, 1);
    const [registered] = await eventsAbout(partId!);
    expect(registered!.data.made_by).toEqual({ kind: 'api_key', name: `key for ${SCOPES.join(' ')}` });
  });
});
