import { Hono, type Context } from 'hono';
import { signInSchema } from '#contract/portal';
import { twoFactorCodeSchema } from '#contract/sign-in-security';
import { reserveCodeAttempt, reserveSignInAttempt } from '#server/domain/auth/sign-in-throttle';
import {
  CHALLENGE_TTL_MS,
  consumeChallenge,
  createChallenge,
  findChallenge,
  recordWrongCode,
} from '#server/domain/sessions/sign-in-challenge';
import { verifySecondFactor } from '#server/domain/two-factor/second-factor';
import { findPerson } from '#server/domain/two-factor/two-factor-queries';
import { recordAudit } from '#server/domain/audit/record-audit';
import { checkCredentials } from '#server/domain/sessions/check-credentials';
import { SESSION_TTL_MS, findSession } from '#server/domain/sessions/session-store';
import { recordSignInFailed, signIn, signOut, type SigningIn } from '#server/domain/sessions/sign-in-out';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requestContextOf } from '#server/http/audit-source';
import { clientIp } from '#server/http/middleware/limits/client-ip';
import { checkCsrfToken } from '#server/http/middleware/auth/require-csrf';
import {
  clearChallengeCookie,
  clearSessionCookie,
  readChallengeCookie,
  readSessionCookie,
  writeChallengeCookie,
  writeSessionCookie,
} from '#server/http/middleware/auth/session-cookie';
import { hasControlChars } from '#server/http/text-safety';
import { parseBody, readJsonObject } from '#server/http/validation';
import { sessionBody } from './session-body';

const BAD_CREDENTIALS = 'The email or password is incorrect.';

function noSession(): ApiError {
  return new ApiError('unauthenticated', 'You are not signed in.');
}

function tooManyAttempts(c: Context, waitSeconds: number, what: string): ApiError {
  c.header('Retry-After', String(waitSeconds));
  return new ApiError('rate_limited', `Too many failed ${what}. Try again in ${waitSeconds} seconds.`, undefined, {
    limit: 'minute',
  });
}

/** Starts the session of a person whose password (and code, when they have two-factor) was right, and answers it. */
async function answerNewSession(c: Context<AppEnv>, who: SigningIn) {
  const { db, now, config } = c.get('deps');
  const session = await signIn(db, who, requestContextOf(c), config.portalUrl, now());
  writeSessionCookie(c, session.token, Math.floor(SESSION_TTL_MS / 1000));
  const created = await findSession(db, session.token, now());
  if (!created) throw new Error('A session just created could not be read back.');
  return c.json(sessionBody(created, config.sandbox), 200);
}

/** /portal/session: sign in, read the session, sign out. */
export function sessionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const { db, now } = c.get('deps');
    const raw = await readJsonObject(c);
    // No account has such an email, so it is a wrong sign-in, answered before it reaches a query or the throttle's table.
    if ([raw.email, raw.password].some((value) => typeof value === 'string' && hasControlChars(value))) {
      throw new ApiError('unauthenticated', BAD_CREDENTIALS);
    }
    const input = await parseBody(c, signInSchema);
    const email = input.email.trim().toLowerCase();
    const ip = clientIp(c);
    const attempt = await reserveSignInAttempt(db, email, ip, now());
    if (attempt.blockedFor !== undefined) throw tooManyAttempts(c, attempt.blockedFor, 'sign-ins');
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
    if (found.user.twoFactorEnabledAt) {
      const challenge = await createChallenge(
        db,
        { userId: who.userId, accountId: who.accountId, memberId: who.memberId },
        now(),
      );
      writeChallengeCookie(c, challenge.token, Math.floor(CHALLENGE_TTL_MS / 1000));
      return c.json({ data: { two_factor_required: true as const } }, 200);
    }
    return answerNewSession(c, who);
  });

  // The code after the password. No CSRF token exists yet: the challenge cookie is SameSite=Strict,
  // so another site cannot send it, and it only ever becomes this person's own session.
  routes.post('/two-factor', async (c) => {
    const { db, now, config } = c.get('deps');
    const token = readChallengeCookie(c);
    const challenge = token ? await findChallenge(db, token, now()) : null;
    if (!token || !challenge) {
      clearChallengeCookie(c);
      throw new ApiError('unauthenticated', 'Your sign-in expired: enter your email and password again.');
    }
    const input = await parseBody(c, twoFactorCodeSchema);
    const attempt = await reserveCodeAttempt(db, challenge.userId, clientIp(c), now());
    if (attempt.blockedFor !== undefined) throw tooManyAttempts(c, attempt.blockedFor, 'codes');
    const person = await findPerson(db, challenge.userId);
    const who = { ...challenge, name: person.name };
    const factor = await verifySecondFactor(db, person, input.code, config.sessionSecret, now());
    if (!factor) {
      await recordWrongCode(db, token);
      await recordSignInFailed(db, who, requestContextOf(c), now());
      throw new ApiError('unauthenticated', 'The code is not right.', [
        {
          field: 'code',
          code: 'invalid_value',
          message: 'That code is not right: enter the code your app shows now, or a recovery code.',
        },
      ]);
    }
    await attempt.release();
    clearChallengeCookie(c);
    if (!(await consumeChallenge(db, token))) {
      throw new ApiError('unauthenticated', 'Your sign-in expired: enter your email and password again.');
    }
    if (factor === 'recovery_code') {
      const member = { type: 'member' as const, id: who.memberId, name: who.name };
      await recordAudit(db, {
        accountId: who.accountId,
        action: 'two_factor.recovery_code_used',
        actor: member,
        target: member,
        context: requestContextOf(c),
        occurredAt: now(),
      });
    }
    return answerNewSession(c, who);
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
