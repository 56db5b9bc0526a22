import { Hono } from 'hono';
import { memberUpdateSchema } from '#contract/members';
import { notFound } from '#server/api-error';
import { removeMember, transferOwnership, updateMember } from '#server/domain/members/member-commands';
import { findMember, listMembers, toMember } from '#server/domain/members/member-queries';
import type { AppEnv } from '#server/http/app-env';
import { parseBody } from '#server/http/validation';
import { teamActorOf } from './team-actor';

/** /portal/members: the account's members; change role and sites, remove, hand over ownership. */
export function memberRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const rows = await listMembers(c.get('deps').db, c.get('caller').accountId);
    return c.json({ data: rows.map(toMember) }, 200);
  });

  routes.get('/:id', async (c) => {
    const row = await findMember(c.get('deps').db, c.get('caller').accountId, c.req.param('id'));
    if (!row) throw notFound('member');
    return c.json({ data: toMember(row) }, 200);
  });

  routes.patch('/:id', async (c) => {
    const { db, now } = c.get('deps');
    const input = await parseBody(c, memberUpdateSchema);
    const row = await updateMember(db, teamActorOf(c), c.req.param('id'), input, now());
    return c.json({ data: toMember(row) }, 200);
  });

  routes.delete('/:id', async (c) => {
    const { db, now } = c.get('deps');
    await removeMember(db, teamActorOf(c), c.req.param('id'), now());
    return c.body(null, 204);
  });

  routes.post('/:id/make-owner', async (c) => {
    const { db, now } = c.get('deps');
    const row = await transferOwnership(db, teamActorOf(c), c.req.param('id'), now());
    return c.json({ data: toMember(row) }, 200);
  });

  return routes;
}
