import { Hono } from 'hono';
import { signInSchema } from '#contract/portal';
import { reserveSignInAttempt } from '#server/domain/auth/sign-in-throttle';
import { checkCredentials } from '#server/domain/sessions/check-credentials';
import { SESSION_TTL_MS, findSession } from '#server/domain/sessions/session-store';
import { recordSignInFailed, signIn, signOut } from '#server/domain/sessions/sign-in-out';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requestContextOf } from '#server/http/audit-source';
import { clientIp } from '#server/http/middleware/limits/client-ip';
import { checkCsrfToken } from '#server/http/middleware/auth/require-csrf';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '#server/http/middleware/auth/session-cookie';
import { hasControlChars } from '#server/http/text-safety';
import { parseBody, readJsonObject } from '#server/http/validation';
import { sessionBody } from './session-body';

const BAD_CREDENTIALS = 'The email or password is incorrect.';

function noSession(): ApiError {
  return new ApiError('unauthenticated', 'You are not signed in.');
}

/** /portal/session: sign in, read the session, sign out. */
export function sessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const { db, now, config } = c.get('deps');
    const raw = await readJsonObject(c);
    // No account has such an email, so it is a wrong sign-in, answered before it reaches a query or the throttle's table.
    if ([raw.email, raw.password].some((value) => typeof value === 'string' && hasControlChars(value))) {
      throw new ApiError('unauthenticated', BAD_CREDENTIALS);
    }
    const input = await parseBody(c, signInSchema);
    const email = input.email.trim().toLowerCase();
    const ip = clientIp(c);
    const attempt = await reserveSignInAttempt(db, email, ip, now());
    const waitSeconds = attempt.blockedFor;
    if (waitSeconds !== undefined) {
      c.header('Retry-After', String(waitSeconds));
      throw new ApiError('rate_limited', `Too many failed sign-ins. Try again in ${waitSeconds} seconds.`, undefined, {
        limit: 'minute',
      });
    }
    const found = await checkCredentials(db, email, input.password);
    const who = found && {
      userId: found.user.id,
      memberId: found.member.id,
      accountId: found.member.accountId,
      name: found.user.name,
    };
    if (!who || !found.valid) {
      if (who) await recordSignInFailed(db, who, requestContextOf(c), now());
      throw new ApiError('unauthenticated', BAD_CREDENTIALS);
    }
    await attempt.release();
    const session = await signIn(db, who, requestContextOf(c), now());
    writeSessionCookie(c, session.token, Math.floor(SESSION_TTL_MS / 1000));
    const created = await findSession(db, session.token, now());
    if (!created) throw new Error('A session just created could not be read back.');
    return c.json(sessionBody(created, config.sandbox), 200);
  });

  routes.get('/', async (c) => {
    const { db, now, config } = c.get('deps');
    const token = readSessionCookie(c);
    const session = token ? await findSession(db, token, now()) : null;
    if (!session) throw noSession();
    return c.json(sessionBody(session, config.sandbox), 200);
  });

  // The cookie is what sign-out ends, so the cookie's session decides the CSRF
  // check, whatever else the request carries (an Authorization header included).
  routes.delete('/', async (c) => {
    const { db, now } = c.get('deps');
    const token = readSessionCookie(c);
    const session = token ? await findSession(db, token, now()) : null;
    if (!token || !session) throw noSession();
    checkCsrfToken(c, session.csrfToken);
    const who = { memberId: session.member.id, accountId: session.account.id, name: session.user.name };
    await signOut(db, token, who, requestContextOf(c), now());
    clearSessionCookie(c);
    return c.body(null, 204);
  });

  return routes;
}
