import { Hono } from 'hono';
import { invitationCreateSchema } from '#contract/members';
import { createInvitation, resendInvitation, revokeInvitation } from '#server/domain/members/invitation-commands';
import { listOpenInvitations, toInvitation } from '#server/domain/members/invitation-queries';
import type { AppEnv } from '#server/http/app-env';
import { parseBody } from '#server/http/validation';
import { teamActorOf } from './team-actor';

/** /portal/invitations: pending invitations; invite, resend, revoke (accepting is public: invitation-accept-routes.ts). */
export function invitationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { db, now } = c.get('deps');
    const rows = await listOpenInvitations(db, c.get('caller').accountId);
    const at = now();
    return c.json({ data: rows.map((row) => toInvitation(row, at)) }, 200);
  });

  routes.post('/', async (c) => {
    const { db, now, config } = c.get('deps');
    const input = await parseBody(c, invitationCreateSchema);
    const at = now();
    const row = await createInvitation(db, teamActorOf(c), input, config.portalUrl, at);
    return c.json({ data: toInvitation(row, at) }, 201);
  });

  routes.post('/:id/resend', async (c) => {
    const { db, now, config } = c.get('deps');
    const at = now();
    const row = await resendInvitation(db, teamActorOf(c), c.req.param('id'), config.portalUrl, at);
    return c.json({ data: toInvitation(row, at) }, 200);
  });

  routes.delete('/:id', async (c) => {
    const { db, now } = c.get('deps');
    await revokeInvitation(db, teamActorOf(c), c.req.param('id'), now());
    return c.body(null, 204);
  });

  return routes;
}
