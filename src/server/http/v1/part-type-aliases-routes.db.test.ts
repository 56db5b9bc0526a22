import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partTypeAliasKey, partTypeAliasListResponseSchema, partTypeAliasResponseSchema } from '#contract/part-type-aliases';
import { partTypeAliases } from '#server/db/schema/part-type-aliases';
import { allEvents } from '#server/testing/all-events';
import { clientFor, v1Fixture, type JsonResponse, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 120_000 };

let f: V1Fixture;
beforeEach(async () => {
  f = await v1Fixture();
});
afterEach(() => f.t.close());

const save = (value: unknown, part_type: unknown = 'knife') => f.call('PUT', '/v1/part_type_aliases', { value, part_type });
const list = async () => partTypeAliasListResponseSchema.parse((await f.call('GET', '/v1/part_type_aliases')).body).data;
const aliasEvents = () => allEvents(f, '&type=part_type_alias.saved,part_type_alias.deleted');
/** `Type 0` … as rows of the account, written directly: the limit's tests start near it. */
async function seedAliases(count: number) {
  const now = f.t.clock.now();
  await f.t.db.insert(partTypeAliases).values(
    Array.from({ length: count }, (_, i) => ({
      id: `pta_seeded${String(i).padStart(8, '0')}`,
      accountId: f.account.accountId,
      value: `Type ${i}`,
      valueKey: `type ${i}`,
      partType: 'blade',
      createdAt: now,
      updatedAt: now,
    })),
  );
}
const details = (res: JsonResponse) =>
  (res.body.error.details as { field: string; code: string }[]).map((detail) => [detail.field, detail.code]);

describe('part type aliases', HEAVY, () => {
  it('lists none, then every alias of the account in the order of their keys', async () => {
    expect((await f.call('GET', '/v1/part_type_aliases')).body).toEqual({ data: [] });
    for (const [value, type] of [
      ['Kitchen scissors', 'scissor'],
      ['cleaver', 'knife'],
      ['Chef knife', 'knife'],
    ]) {
      expect((await save(value, type)).status).toBe(201);
    }
    const res = await f.call('GET', '/v1/part_type_aliases');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data']);
    expect(res.body.data.map((alias: { value: string; part_type: string }) => [alias.value, alias.part_type])).toEqual([
      ['Chef knife', 'knife'],
      ['cleaver', 'knife'],
      ['Kitchen scissors', 'scissor'],
    ]);
    // Never paged: the list parameters are not taken.
    expect((await f.call('GET', '/v1/part_type_aliases?limit=2')).body.error.code).toBe('invalid_parameter');
  });

  it('creates (201), changes (200), and answers an identical repeat 200 as it is, recording no event for it', async () => {
    const created = await save('Cleaver', 'blade');
    expect(created.status).toBe(201);
    const alias = partTypeAliasResponseSchema.parse(created.body).data;
    expect(alias).toEqual({
      id: expect.stringMatching(/^pta_[0-9a-z]{16}$/),
      value: 'Cleaver',
      part_type: 'blade',
      created_at: f.t.clock.now().toISOString(),
      updated_at: f.t.clock.now().toISOString(),
    });

    f.t.clock.advance(60_000);
    const changed = await save('Cleaver', 'knife');
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ ...alias, part_type: 'knife', updated_at: f.t.clock.now().toISOString() });

    f.t.clock.advance(60_000);
    const eventsBefore = await aliasEvents();
    const repeated = await save('Cleaver', 'knife');
    expect(repeated.status).toBe(200);
    expect(repeated.body.data).toEqual(changed.body.data);
    expect(await aliasEvents()).toEqual(eventsBefore);
    expect(await list()).toEqual([changed.body.data]);
  });

  it('knows an alias by its key: spacing and case variants reach the same alias and update its spelling', async () => {
    expect(partTypeAliasKey('  Chef \t  Knife\u00a0')).toBe('chef knife');
    const first = await save('  Chef   Knife ', 'knife');
    expect(first.status).toBe(201);
    expect(first.body.data.value).toBe('Chef   Knife');
    for (const variant of ['chef knife', 'CHEF\tKNIFE', '\u00a0Chef\u00a0knife']) {
      const res = await save(variant, 'knife');
      expect(res.status, variant).toBe(200);
      expect(res.body.data).toMatchObject({ id: first.body.data.id, value: variant.trim() });
    }
    expect((await list()).map((alias) => [alias.id, alias.value])).toEqual([[first.body.data.id, 'Chef\u00a0knife']]);
    // A different key is a different alias.
    expect((await save('Chef knives', 'knife')).status).toBe(201);
    expect(await list()).toHaveLength(2);
  });

  it('reports every problem of a body at once in the documented 422, writing nothing', async () => {
    const all = await f.call('PUT', '/v1/part_type_aliases', { value: '   ', part_type: 'hammer', colour: 'red' });
    expect(all.status).toBe(422);
    expect(all.body.error).toMatchObject({ code: 'validation_failed', status: 422 });
    expect(details(all).sort()).toEqual([
      ['colour', 'unknown_field'],
      ['part_type', 'invalid_value'],
      ['value', 'required'],
    ]);
    expect(details(await f.call('PUT', '/v1/part_type_aliases', {})).sort()).toEqual([
      ['part_type', 'required'],
      ['value', 'required'],
    ]);
    expect(details(await save('x'.repeat(101)))).toEqual([['value', 'too_long']]);
    expect(details(await save('Chef\u0007knife', 'saw'))).toEqual([['value', 'invalid_characters']]);
    expect(details(await save(5, ['knife'])).sort()).toEqual([
      ['part_type', 'invalid_value'],
      ['value', 'invalid_type'],
    ]);
    expect(await list()).toEqual([]);
    expect(await aliasEvents()).toEqual([]);
    // 100 characters once trimmed is within the limit.
    expect((await save(` ${'x'.repeat(100)} `)).status).toBe(201);
  });

  it('refuses the 501st alias of an account with 422 too_many, and still changes the 500 it has', async () => {
    await seedAliases(499);
    expect((await save('Five hundredth')).status).toBe(201);
    const refused = await save('One too many');
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toEqual([
      {
        field: 'body',
        code: 'too_many',
        message: 'An account may remember at most 500 part type aliases; delete one it no longer needs before adding another.',
      },
    ]);
    expect(await list()).toHaveLength(500);
    expect((await save('TYPE 7', 'saw')).status).toBe(200);
    expect((await f.call('DELETE', '/v1/part_type_aliases/pta_seeded00000001')).status).toBe(204);
    expect((await save('One too many')).status).toBe(201);
    // Another account has limits of its own.
    const other = clientFor(f.t, await (await f.t.createAccount()).createKey(['parts:write']));
    expect((await other.call('PUT', '/v1/part_type_aliases', { value: 'One more', part_type: 'saw' })).status).toBe(201);
  });

  it('counts the limit exactly under concurrent saves of different values: at 499, one of five is created', async () => {
    await seedAliases(499);
    const answers = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((letter) => save(`Concurrent ${letter}`)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(answers.filter((res) => res.status === 422).map((res) => res.body.error.details[0].code)).toEqual(
      Array(4).fill('too_many'),
    );
    expect(await list()).toHaveLength(500);
  });

  it('deletes (204, no body), then answers 404 in the documented shape', async () => {
    const { id } = (await save('Cleaver')).body.data;
    const deleted = await f.call('DELETE', `/v1/part_type_aliases/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect(await list()).toEqual([]);
    const again = await f.call('DELETE', `/v1/part_type_aliases/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({
      error: { code: 'not_found', message: 'No part type alias with that id.', status: 404 },
    });
    expect((await save('cleaver')).status).toBe(201);
  });

  it('keeps accounts apart: another account’s alias is not listed, and is 404 to delete', async () => {
    const mine = (await save('Cleaver', 'knife')).body.data;
    const other = clientFor(f.t, await (await f.t.createAccount()).createKey(['parts:read', 'parts:write']));
    expect((await other.call('GET', '/v1/part_type_aliases')).body).toEqual({ data: [] });
    const stolen = await other.call('DELETE', `/v1/part_type_aliases/${mine.id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe('not_found');
    const theirs = await other.call('PUT', '/v1/part_type_aliases', { value: 'cleaver', part_type: 'saw' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.id);
    expect(await list()).toEqual([mine]);
  });

  it('records part_type_alias.saved and .deleted with the alias, what changed before, and who made it', async () => {
    const created = (await save('Cleaver', 'blade')).body.data;
    f.t.clock.advance(1000);
    const retyped = (await save('Cleaver', 'knife')).body.data;
    f.t.clock.advance(1000);
    const respelled = (await save('CLEAVER', 'knife')).body.data;
    f.t.clock.advance(1000);
    const both = (await save('cleaver', 'saw')).body.data;
    f.t.clock.advance(1000);
    await f.call('DELETE', `/v1/part_type_aliases/${created.id}`);
    const events = await aliasEvents();
    expect(events.map((event) => [event.type, event.data.object, event.data.previous])).toEqual([
      ['part_type_alias.saved', created, undefined],
      ['part_type_alias.saved', retyped, { part_type: 'blade' }],
      ['part_type_alias.saved', respelled, { value: 'Cleaver' }],
      ['part_type_alias.saved', both, { part_type: 'knife', value: 'CLEAVER' }],
      ['part_type_alias.deleted', both, undefined],
    ]);
    for (const event of events) {
      expect(event.data.made_by).toEqual({ kind: 'api_key', name: expect.stringContaining('parts:write') });
    }
    expect((await allEvents(f, `&object_id=${created.id}`)).length).toBe(5);
  });

  it('creates one alias for ten identical concurrent PUTs: one 201, nine 200, one event, no 500', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => save('Santoku', 'knife')));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.body.data.id)).size).toBe(1);
    expect(await list()).toHaveLength(1);
    expect((await aliasEvents()).map((event) => event.type)).toEqual(['part_type_alias.saved']);
  });

  it('changes one alias under ten concurrent PUTs of its key with other part types: still one row, no 500', async () => {
    await save('Santoku', 'knife');
    const types = ['blade', 'scissor', 'saw', 'knife', 'chisel', 'drill_bit', 'blade', 'saw', 'chisel', 'knife'];
    const answers = await Promise.all(types.map((type, i) => save(i % 2 ? 'SANTOKU' : 'santoku', type)));
    expect(answers.map((res) => res.status)).toEqual(types.map(() => 200));
    const [alias] = await list();
    expect((await list()).length).toBe(1);
    // The last write to commit is the one the list shows, and its event says so.
    const last = (await aliasEvents()).at(-1)!;
    expect(last.data.object).toEqual(alias);
  });
});

describe('who may read and change part type aliases', HEAVY, () => {
  it('needs parts:read to list and parts:write to save or delete (403 insufficient_scope)', async () => {
    const { id } = (await save('Cleaver')).body.data;
    const reader = clientFor(f.t, await f.account.createKey(['parts:read']));
    const writer = clientFor(f.t, await f.account.createKey(['parts:write']));
    expect((await reader.call('GET', '/v1/part_type_aliases')).status).toBe(200);
    for (const [client, method, path, body, scope] of [
      [reader, 'PUT', '/v1/part_type_aliases', { value: 'Cleaver', part_type: 'saw' }, 'parts:write'],
      [reader, 'DELETE', `/v1/part_type_aliases/${id}`, undefined, 'parts:write'],
      [writer, 'GET', '/v1/part_type_aliases', undefined, 'parts:read'],
    ] as const) {
      const res = await client.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({
        error: {
          code: 'insufficient_scope',
          message: `This API key lacks the ${scope} scope.`,
          status: 403,
          required_scope: scope,
        },
      });
    }
    expect((await list()).map((alias) => alias.part_type)).toEqual(['knife']);
  });

  it('lets a viewer list but not change; a manager’s session changes with its CSRF token and is named on the event', async () => {
    const { id } = (await save('Cleaver')).body.data;
    const signedIn =
      (session: { cookie: string; csrfToken: string }) =>
      (method: string, path: string, body?: unknown, csrf = true) =>
        f.t.request(path, {
          method,
          headers: {
            Cookie: session.cookie,
            ...(csrf && { 'X-CSRF-Token': session.csrfToken }),
            'Content-Type': 'application/json',
          },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
    const viewer = signedIn(await (await f.t.createAccount({ role: 'viewer' })).signIn());
    expect((await viewer('GET', '/v1/part_type_aliases')).status).toBe(200);
    for (const res of [
      await viewer('PUT', '/v1/part_type_aliases', { value: 'Cleaver', part_type: 'saw' }),
      await viewer('DELETE', `/v1/part_type_aliases/${id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'insufficient_scope', required_scope: 'parts:write' } });
    }

    const manager = signedIn(await f.account.signIn());
    const noToken = await manager('PUT', '/v1/part_type_aliases', { value: 'Cleaver', part_type: 'saw' }, false);
    expect(noToken.status).toBe(403);
    expect(await noToken.json()).toMatchObject({ error: { code: 'csrf_failed' } });
    const saved = await manager('PUT', '/v1/part_type_aliases', { value: 'Cleaver', part_type: 'saw' });
    expect(saved.status).toBe(200);
    expect((await list()).map((alias) => alias.part_type)).toEqual(['saw']);
    const last = (await aliasEvents()).at(-1)!;
    expect(last.data).toMatchObject({ previous: { part_type: 'knife' }, made_by: { kind: 'user', name: 'Test User 1' } });
  });
});
