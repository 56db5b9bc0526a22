import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partResponseSchema } from '#contract/parts';
import { siteListResponseSchema, siteResponseSchema, type Site } from '#contract/sites';
import { allEvents } from '#server/testing/all-events';
import { createParts, orderBody, v1Fixture, type JsonResponse, type V1Fixture } from '#server/testing/v1-test-kit';

const HEAVY = { timeout: 180_000 };

let f: V1Fixture;
beforeAll(async () => {
  f = await v1Fixture();
});
afterAll(() => f.t.close());

const details = (res: JsonResponse) =>
  (res.body.error.details as { field: string; code: string }[]).map((detail) => [detail.field, detail.code]);

const hours = (open: { start: string; end: string }[] = [{ start: '06:00', end: '10:00' }]) => ({
  mon: open,
  tue: open,
  wed: open,
  thu: open,
  fri: open,
  sat: [],
  sun: [],
});

const siteBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: { line1: '1 Harbour St', city: 'Boston', country: 'US' },
  time_zone: 'America/New_York',
  receiving_hours: hours(),
  ...extra,
});

async function addSite(name: string, extra: Record<string, unknown> = {}): Promise<Site> {
  const res = await f.call('POST', '/v1/sites', siteBody(name, extra));
  if (res.status !== 201) throw new Error(`site create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return siteResponseSchema.parse(res.body).data;
}

const allSites = async (query = '') => siteListResponseSchema.parse((await f.call('GET', `/v1/sites${query}`)).body);
const partOf = async (id: string) => partResponseSchema.parse((await f.call('GET', `/v1/parts/${id}`)).body).data;

describe('sites', HEAVY, () => {
  let main: Site;

  it('starts every account with one active "Main site" that every part lives at', async () => {
    const list = await allSites();
    expect(list.meta.total).toBe(1);
    main = list.data[0]!;
    expect(main).toMatchObject({ name: 'Main site', status: 'active', time_zone: 'America/New_York', part_count: 0 });
    expect(main.id).toMatch(/^site_/);
    const [partId] = await createParts(f, 1);
    expect((await partOf(partId!)).site_id).toBe(main.id);
    expect((await f.call('GET', `/v1/sites/${main.id}`)).body.data.part_count).toBe(1);
  });

  it('creates a site with its hours, closed dates, contact and notes, and reads it back', async () => {
    const created = await f.call(
      'POST',
      '/v1/sites',
      siteBody('Lakeside', {
        address: { line1: '9 Shore Rd', line2: 'Back door', city: 'Chicago', region: 'IL', postal_code: '60601', country: 'US' },
        time_zone: 'America/Chicago',
        receiving_hours: {
          ...hours(),
          mon: [],
          sat: [
            { start: '07:00', end: '09:00' },
            { start: '14:00', end: '16:00' },
          ],
        },
        closed_dates: [{ date: '2026-12-24', reason: 'Christmas Eve' }],
        contact: { name: 'Chef Ana', phone: '+1 312 555 0100' },
        access_notes: 'Ring twice',
      }),
    );
    expect(created.status).toBe(201);
    const site = siteResponseSchema.parse(created.body).data;
    expect(site).toMatchObject({
      name: 'Lakeside',
      address: { line1: '9 Shore Rd', line2: 'Back door', city: 'Chicago', region: 'IL', postal_code: '60601', country: 'US' },
      time_zone: 'America/Chicago',
      closed_dates: [{ date: '2026-12-24', reason: 'Christmas Eve' }],
      contact: { name: 'Chef Ana', phone: '+1 312 555 0100' },
      access_notes: 'Ring twice',
      status: 'active',
      part_count: 0,
    });
    expect(site.receiving_hours.mon).toEqual([]);
    expect(site.receiving_hours.sat).toHaveLength(2);
    expect((await f.call('GET', `/v1/sites/${site.id}`)).body.data).toEqual(site);
    // A site without hours gets the business's own, Monday to Friday.
    const plain = (await f.call('POST', '/v1/sites', { ...siteBody('Plain'), receiving_hours: undefined })).body.data;
    expect(plain.receiving_hours.fri).toEqual([{ start: '08:00', end: '18:00' }]);
    expect(plain.receiving_hours.sun).toEqual([]);
  });

  it('reports every problem of a body in one 422', async () => {
    const res = await f.call('POST', '/v1/sites', {
      name: 'lakeside',
      address: { line1: '', city: 'X', country: 'usa' },
      time_zone: 'Mars/Olympus',
      receiving_hours: {
        ...hours(),
        mon: [{ start: '10:00', end: '09:00' }],
        tue: [
          { start: '06:00', end: '10:00' },
          { start: '09:00', end: '12:00' },
        ],
        wed: [{ start: '25:00', end: '26:00' }],
        thu: [
          { start: '01:00', end: '02:00' },
          { start: '03:00', end: '04:00' },
          { start: '05:00', end: '06:00' },
        ],
      },
      closed_dates: [
        { date: '2026-02-30', reason: '' },
        { date: '2026-12-25', reason: 'Christmas' },
        { date: '2026-12-25', reason: 'Again' },
      ],
    });
    expect(res.status).toBe(422);
    expect(details(res)).toEqual(
      expect.arrayContaining([
        ['address.line1', 'required'],
        ['address.country', 'invalid_value'],
        ['receiving_hours.wed.0.start', 'invalid_value'],
        ['receiving_hours.thu', 'too_big'],
        ['closed_dates.0.date', 'invalid_value'],
        ['time_zone', 'invalid_value'],
        ['name', 'duplicate'],
      ]),
    );
    // The hours and dates that parsed are checked by their rules in the same answer.
    const shaped = await f.call('POST', '/v1/sites', {
      ...siteBody('Lakeside'),
      time_zone: 'Mars/Olympus',
      receiving_hours: {
        ...hours(),
        mon: [{ start: '10:00', end: '09:00' }],
        tue: [
          { start: '06:00', end: '10:00' },
          { start: '09:00', end: '12:00' },
        ],
      },
      closed_dates: [
        { date: '2026-12-25', reason: 'Christmas' },
        { date: '2026-12-25', reason: 'Again' },
      ],
    });
    expect(shaped.status).toBe(422);
    expect(details(shaped).sort()).toEqual(
      [
        ['time_zone', 'invalid_value'],
        ['receiving_hours.mon.0', 'end_before_start'],
        ['receiving_hours.tue', 'overlapping'],
        ['closed_dates.1.date', 'duplicate'],
        ['name', 'duplicate'],
      ].sort(),
    );
  });

  it('keeps names unique without regard to case, also for concurrent creates', async () => {
    const racing = await Promise.all([1, 2, 3, 4].map(() => f.call('POST', '/v1/sites', siteBody('Race Kitchen'))));
    expect(racing.map((res) => res.status).sort()).toEqual([201, 422, 422, 422]);
    for (const res of racing.filter((r) => r.status === 422)) expect(details(res)).toEqual([['name', 'duplicate']]);
    const renamed = await f.call('PATCH', `/v1/sites/${main.id}`, { name: 'RACE kitchen' });
    expect(renamed.status).toBe(422);
    expect(details(renamed)).toEqual([['name', 'duplicate']]);
  });

  it('updates the fields sent, records site.updated with what changed, and none for no change', async () => {
    const site = await addSite('Midtown');
    const res = await f.call('PATCH', `/v1/sites/${site.id}`, { access_notes: 'Loading bay', receiving_hours: hours([]) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Midtown', access_notes: 'Loading bay', receiving_hours: hours([]) });
    expect((await f.call('PATCH', `/v1/sites/${site.id}`, { access_notes: 'Loading bay' })).status).toBe(200);
    // No fields: the site as it is (a 500 once), no event.
    const none = await f.call('PATCH', `/v1/sites/${site.id}`, {});
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual(res.body.data);
    const events = (await allEvents(f, '&type=site.updated')).filter((event) => event.data.object.id === site.id);
    expect(events).toHaveLength(1);
    expect(events[0]!.data.previous).toEqual({ access_notes: '', receiving_hours: hours() });
    expect((await f.call('PATCH', '/v1/sites/site_nope', { access_notes: 'x' })).status).toBe(404);
  });

  it('lists newest first in cursor pages, filtered by status and by name or city', async () => {
    const first = await allSites('?limit=2');
    expect(first.data).toHaveLength(2);
    const second = await allSites(`?limit=2&after=${first.meta.next_cursor}`);
    expect(second.data.map((s) => s.id)).not.toContain(first.data[0]!.id);
    expect((await allSites('?q=chicago')).data.map((s) => s.name)).toEqual(['Lakeside']);
    expect((await allSites('?q=MIDT')).data.map((s) => s.name)).toEqual(['Midtown']);
    expect((await allSites('?status=archived')).meta.total).toBe(0);
    expect((await f.call('GET', '/v1/sites?status=closed')).status).toBe(400);
  });
});

describe('parts at sites', HEAVY, () => {
  let harbour: Site;
  let uptown: Site;

  it('requires site_id on create once the account has several active sites; an unknown one is a 422', async () => {
    harbour = (await allSites('?q=main+site')).data[0]!;
    uptown = await addSite('Uptown');
    const missing = await f.call('POST', '/v1/parts', { part_type: 'knife', internal_label: 'K' });
    expect(missing.status).toBe(422);
    expect(details(missing)).toEqual([['site_id', 'required']]);
    const unknown = await f.call('POST', '/v1/parts', { part_type: 'nope', internal_label: 'K', site_id: 'site_nope' });
    expect(details(unknown)).toEqual([
      ['part_type', 'invalid_value'],
      ['site_id', 'not_found'],
    ]);
    const made = await f.call('POST', '/v1/parts', { part_type: 'knife', internal_label: 'K', site_id: uptown.id });
    expect(made.status).toBe(201);
    expect(made.body.data.site_id).toBe(uptown.id);
    const batch = await f.call('POST', '/v1/parts/batch', {
      parts: [
        { part_type: 'knife', internal_label: 'B1', site_id: uptown.id },
        { part_type: 'knife', internal_label: 'B2' },
      ],
    });
    expect(batch.status).toBe(422);
    expect(details(batch)).toEqual([['parts[1].site_id', 'required']]);
  });

  it('moves a part by PATCH site_id: a history entry and part.moved; refused while in an open order', async () => {
    const made = await f.call('POST', '/v1/parts', { part_type: 'knife', internal_label: 'Mover', site_id: harbour.id });
    const partId = made.body.data.id as string;
    const moved = await f.call('PATCH', `/v1/parts/${partId}`, { site_id: uptown.id, internal_label: 'Moved' });
    expect(moved.status).toBe(200);
    const part = partResponseSchema.parse(moved.body).data;
    expect(part).toMatchObject({ site_id: uptown.id, internal_label: 'Moved' });
    expect(part.history).toEqual([
      expect.objectContaining({
        service_type: 'moved',
        from_site_id: harbour.id,
        to_site_id: uptown.id,
        made_by: { kind: 'api_key', name: expect.any(String) },
      }),
    ]);
    const events = (await allEvents(f, '&type=part.moved,part.updated')).filter((e) => e.data.object.id === partId);
    expect(events.map((e) => [e.type, e.data.previous])).toEqual([
      ['part.updated', { internal_label: 'Mover' }],
      ['part.moved', { site_id: harbour.id }],
    ]);
    // The same site again moves nothing.
    await f.call('PATCH', `/v1/parts/${partId}`, { site_id: uptown.id });
    expect((await partOf(partId)).history).toHaveLength(1);
    expect(details(await f.call('PATCH', `/v1/parts/${partId}`, { site_id: 'site_nope' }))).toEqual([['site_id', 'not_found']]);

    expect((await f.call('POST', '/v1/orders', orderBody([partId]))).status).toBe(201);
    const refused = await f.call('PATCH', `/v1/parts/${partId}`, { site_id: harbour.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('part_in_open_order');
    expect((await partOf(partId)).site_id).toBe(uptown.id);
  });

  it('filters the part list by one or several sites, paging each walk like the whole list', async () => {
    const all = async (query: string) => {
      const ids: string[] = [];
      let after: string | null = null;
      let total: number;
      do {
        const res = await f.call('GET', `/v1/parts?limit=2&${query}${after ? `&after=${after}` : ''}`);
        expect(res.status).toBe(200);
        total = res.body.meta.total;
        ids.push(...res.body.data.map((p: { id: string; site_id: string }) => p.id));
        after = res.body.meta.next_cursor;
      } while (after);
      return { ids, total };
    };
    const everything = await all('');
    const listed = async (siteIds: string[]) => {
      const parts = await Promise.all(everything.ids.map(partOf));
      return parts.filter((p) => siteIds.includes(p.site_id!)).map((p) => p.id);
    };
    const atHarbour = await all(`site_id=${harbour.id}`);
    expect(atHarbour.ids).toEqual(await listed([harbour.id]));
    expect(atHarbour.total).toBe(atHarbour.ids.length);
    const both = await all(`site_id=${harbour.id},${uptown.id}`);
    expect(both.ids).toEqual(everything.ids);
    expect(both.total).toBe(everything.total);
    const knives = await all(`site_id=${uptown.id}&part_type=knife&q=b`);
    expect(knives.ids).toEqual(
      (await Promise.all((await listed([uptown.id])).map(partOf)))
        .filter((p) => p.part_type === 'knife' && p.internal_label.toLowerCase().includes('b'))
        .map((p) => p.id),
    );
    const worn = await all(`site_id=${uptown.id}&wear_max=50&sort=-wear_level`);
    expect(worn.ids.sort()).toEqual((await listed([uptown.id])).sort());
    expect((await all('site_id=site_nope')).ids).toEqual([]);
    expect((await f.call('GET', '/v1/parts?site_id=a,,b')).status).toBe(400);
  });

  it('archives a site: refused with its open orders named, else moves exactly its parts in one go', async () => {
    const lodge = await addSite('Lodge');
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map(async (label) => {
        const res = await f.call('POST', '/v1/parts', { part_type: 'saw', internal_label: label, site_id: lodge.id });
        return res.body.data.id as string;
      }),
    );
    const order = await f.call('POST', '/v1/orders', orderBody([a!]));
    const refused = await f.call('POST', `/v1/sites/${lodge.id}/archive`, { move_parts_to: harbour.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('site_has_open_orders');
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({ order: { id: order.body.data.id, order_number: order.body.data.order_number } }),
    ]);
    expect((await f.call('POST', `/v1/orders/${order.body.data.id}/cancel`)).status).toBe(200);
    expect(details(await f.call('POST', `/v1/sites/${lodge.id}/archive`, { move_parts_to: lodge.id }))).toEqual([
      ['move_parts_to', 'invalid_value'],
    ]);
    const uptownBefore = (await f.call('GET', `/v1/sites/${uptown.id}`)).body.data.part_count;
    const archived = await f.call('POST', `/v1/sites/${lodge.id}/archive`, { move_parts_to: uptown.id });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ status: 'archived', part_count: 0 });
    expect((await f.call('GET', `/v1/sites/${uptown.id}`)).body.data.part_count).toBe(uptownBefore + 3);
    for (const id of [a!, b!, c!]) {
      const part = await partOf(id);
      expect(part.site_id).toBe(uptown.id);
      expect(part.history.at(-1)).toMatchObject({ service_type: 'moved', from_site_id: lodge.id, to_site_id: uptown.id });
    }
    const moved = (await allEvents(f, '&type=part.moved')).filter(
      (e) => (e.data.previous as { site_id: string }).site_id === lodge.id,
    );
    expect(moved.map((e) => e.data.object.id).sort()).toEqual([a, b, c].sort());
    const archivedEvents = (await allEvents(f, '&type=site.archived')).map((e) => e.data.object.id);
    expect(archivedEvents).toEqual([lodge.id]);
    // Archived: no part can go there, and archiving again answers it as it is.
    expect(details(await f.call('POST', '/v1/parts', { part_type: 'saw', internal_label: 'X', site_id: lodge.id }))).toEqual([
      ['site_id', 'not_found'],
    ]);
    expect(details(await f.call('POST', `/v1/sites/${uptown.id}/archive`, { move_parts_to: lodge.id }))).toEqual([
      ['move_parts_to', 'invalid_value'],
    ]);
    expect((await f.call('POST', `/v1/sites/${lodge.id}/archive`, { move_parts_to: harbour.id })).body.data.status).toBe(
      'archived',
    );
  });

  it('an archive racing moves and registrations out of and into its site answers each without a 500, and leaves no part at it', async () => {
    for (let round = 0; round < 3; round++) {
      const leaving = await addSite(`Leaving ${round}`);
      const staying = await addSite(`Staying ${round}`);
      const ids: string[] = [];
      for (const label of ['R1', 'R2', 'R3']) {
        ids.push(
          (await f.call('POST', '/v1/parts', { part_type: 'saw', internal_label: label, site_id: leaving.id })).body.data.id,
        );
      }
      const answers = await Promise.all([
        f.call('POST', `/v1/sites/${leaving.id}/archive`, { move_parts_to: staying.id }),
        f.call('PATCH', `/v1/parts/${ids[0]}`, { site_id: harbour.id }),
        f.call('PATCH', `/v1/parts/${ids[1]}`, { site_id: staying.id }),
        f.call('POST', '/v1/parts', { part_type: 'saw', internal_label: 'Late', site_id: leaving.id }),
      ]);
      expect(answers[0]!.status).toBe(200);
      expect(answers[1]!.status).toBe(200);
      expect(answers[2]!.status).toBe(200);
      expect([201, 422]).toContain(answers[3]!.status);
      const left = await f.call('GET', `/v1/parts?site_id=${leaving.id}`);
      expect(left.body.meta.total).toBe(0);
      expect(left.body.data).toEqual([]);
    }
  });

  it('walks one site’s parts on its own index, newest first, without sorting them', async () => {
    // The ORDER BY and keyset of a site's branch (part-queries.ts); with scans and sorts made
    // expensive, the plan shows the index serves the site's page in its order on its own. Enough
    // parts, one in forty at the site, that the planner's choice is the index and not a coin toss.
    await f.t.db.execute(sql`
      insert into parts (id, account_id, part_type, status, internal_label, site_id, created_at)
      select 'part_plan_' || g, ${f.account.accountId}, 'saw', 'with_customer', 'Plan ' || g,
             case when g % 40 = 0 then ${uptown.id} else ${harbour.id} end, now() - g * interval '1 minute'
      from generate_series(1, 4000) g`);
    await f.t.db.execute(sql`analyze parts`);
    const plan = await f.t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      return tx.execute(sql`
        explain select * from parts where account_id = ${f.account.accountId} and site_id = ${uptown.id}
          and (created_at, id) < (now(), 'part_z')
        order by created_at desc nulls last, id desc nulls last limit 101`);
    });
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n');
    expect(text).toMatch(/parts_account_site_created_idx/);
    expect(text).not.toMatch(/Sort/);
  });
});
