import { Hono } from 'hono';
import * as z from 'zod/mini';
import { invitationAcceptSchema } from '#contract/members';
import { ApiError } from '#server/api-error';
import { reserveSignInAttempt } from '#server/domain/auth/sign-in-throttle';
import { acceptInvitation, previewInvitation, usableInvitation } from '#server/domain/members/accept-invitation';
import { SESSION_TTL_MS, createSession, deleteSession, findSession } from '#server/domain/sessions/session-store';
import type { AppEnv } from '#server/http/app-env';
import { checkCsrfToken } from '#server/http/middleware/auth/require-csrf';
import { findCaller } from '#server/http/middleware/auth/caller';
import { readSessionCookie, writeSessionCookie } from '#server/http/middleware/auth/session-cookie';
import { clientIp } from '#server/http/middleware/limits/client-ip';
import { parseBody } from '#server/http/validation';
import { sessionBody } from './session-body';
import { requestContextOf } from '#server/http/audit-source';

const previewSchema = z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/**
 * The public side of an invitation: what a link offers, and accepting it. The token travels in the
 * body, never in a query string a log would keep. A signed-in person accepting with their session
 * must send its CSRF token, as for any other write.
 */
export function invitationAcceptRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/preview', async (c) => {
    const { db, now } = c.get('deps');
    const { token } = await parseBody(c, previewSchema);
    return c.json({ data: await previewInvitation(db, token, now()) });
  });

  routes.post('/accept', async (c) => {
    const { db, now, config } = c.get('deps');
    const input = await parseBody(c, invitationAcceptSchema);
    const caller = findCaller(c);
    if (caller?.via === 'session') checkCsrfToken(c, caller.csrfToken);
    const at = now();
    const invited = await usableInvitation(db, input.token, at);
    // A password checked here is a sign-in: throttled per address and per client like one.
    const attempt = await reserveSignInAttempt(db, invited.email, clientIp(c), at);
    if (attempt.blockedFor !== undefined) {
      c.header('Retry-After', String(attempt.blockedFor));
      throw new ApiError('rate_limited', `Too many failed attempts. Try again in ${attempt.blockedFor} seconds.`, undefined, {
        limit: 'minute',
      });
    }
    const accepted = await acceptInvitation(
      db,
      {
        token: input.token,
        name: input.name,
        password: input.password,
        signedInUserId: caller?.via === 'session' ? caller.userId : undefined,
        context: requestContextOf(c),
        portalUrl: config.portalUrl,
      },
      at,
    );
    await attempt.release();
    const previous = readSessionCookie(c);
    if (previous) await deleteSession(db, previous);
    const session = await createSession(db, { userId: accepted.userId, accountId: accepted.accountId }, requestContextOf(c), at);
    writeSessionCookie(c, session.token, Math.floor(SESSION_TTL_MS / 1000));
    const created = await findSession(db, session.token, at);
    if (!created) throw new Error('A session just created could not be read back.');
    return c.json(sessionBody(created, config.sandbox), 201);
  });

  return routes;
}
