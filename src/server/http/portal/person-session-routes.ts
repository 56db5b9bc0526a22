import { Hono } from 'hono';
import { notFound } from '#server/api-error';
import { endOtherPersonSessions, endPersonSession, listPersonSessions } from '#server/domain/sessions/person-sessions';
import type { AppEnv } from '#server/http/app-env';
import { clearSessionCookie } from '#server/http/middleware/auth/session-cookie';
import { signedInPersonOf } from './signed-in-person';

/** /portal/sessions: where the person is signed in, and signing out any of them, or all but this one. */
export function personSessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { db, now } = c.get('deps');
    const person = signedInPersonOf(c);
    return c.json({ data: await listPersonSessions(db, person.userId, person.sessionToken, now()) }, 200);
  });

  routes.delete('/', async (c) => {
    const { db, now } = c.get('deps');
    const person = signedInPersonOf(c);
    return c.json({ data: { ended: await endOtherPersonSessions(db, person, person.sessionToken, now()) } }, 200);
  });

  routes.delete('/:id', async (c) => {
    const { db, now } = c.get('deps');
    const person = signedInPersonOf(c);
    const sessions = await listPersonSessions(db, person.userId, person.sessionToken, now());
    const isCurrent = sessions.some((session) => session.current && session.id === c.req.param('id'));
    if (!(await endPersonSession(db, person, c.req.param('id'), now()))) throw notFound('session');
    if (isCurrent) clearSessionCookie(c);
    return c.body(null, 204);
  });

  return routes;
}
