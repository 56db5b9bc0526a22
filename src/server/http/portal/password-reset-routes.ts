import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { passwordResetCompleteSchema, passwordResetRequestSchema } from '#contract/sign-in-security';
import { ApiError } from '#server/api-error';
import { completePasswordReset } from '#server/domain/password-reset/complete-reset';
import { requestPasswordReset } from '#server/domain/password-reset/request-reset';
import { previewReset } from '#server/domain/password-reset/reset-queries';
import { reserveResetRequest } from '#server/domain/password-reset/reset-throttle';
import type { AppEnv } from '#server/http/app-env';
import { requestContextOf } from '#server/http/audit-source';
import { clearSessionCookie, readSessionCookie } from '#server/http/middleware/auth/session-cookie';
import { clientIp } from '#server/http/middleware/limits/client-ip';
import { hasControlChars } from '#server/http/text-safety';
import { parseBody, readJsonObject } from '#server/http/validation';

/**
 * A reset request takes at least this long (wall-clock, from the handler's start), whatever the
 * address: a known one writes a link and a mail, an unknown one nothing, and the difference must
 * not show in the answer's timing.
 */
export const RESET_REQUEST_FLOOR_MS = 300;

const EMAIL_MAX = 320;

const previewSchema = z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

async function padTo(startedAt: number, floorMs: number): Promise<void> {
  const left = floorMs - (performance.now() - startedAt);
  if (left > 0) await sleep(left);
}

/** /portal/password-reset (public): ask for a link by mail, see whose link it is, set a new password with it. */
export function passwordResetRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const startedAt = performance.now();
    const { db, now, config } = c.get('deps');
    const raw = await readJsonObject(c);
    const accepted = async () => {
      await padTo(startedAt, RESET_REQUEST_FLOOR_MS);
      return c.json({ data: { status: 'accepted' as const } }, 202);
    };
    // No person has such an address: answered as any other, before it reaches a query or a counter.
    if (typeof raw.email === 'string' && (hasControlChars(raw.email) || raw.email.length > EMAIL_MAX)) return accepted();
    const input = await parseBody(c, passwordResetRequestSchema);
    const email = input.email.trim().toLowerCase();
    const allowance = await reserveResetRequest(db, email, clientIp(c), now());
    if (allowance.blockedFor !== undefined) {
      c.header('Retry-After', String(allowance.blockedFor));
      throw new ApiError('rate_limited', `Too many reset requests. Try again in ${allowance.blockedFor} seconds.`, undefined, {
        limit: 'minute',
      });
    }
    if (allowance.mayMail) await requestPasswordReset(db, email, config.portalUrl, now());
    return accepted();
  });

  // A POST, as the invitation preview: the token never sits in a URL a proxy might log.
  routes.post('/preview', async (c) => {
    const { db, now } = c.get('deps');
    const { token } = await parseBody(c, previewSchema);
    return c.json({ data: await previewReset(db, token, now()) });
  });

  routes.post('/complete', async (c) => {
    const { db, now, config } = c.get('deps');
    const input = await parseBody(c, passwordResetCompleteSchema);
    await completePasswordReset(
      db,
      { token: input.token, password: input.password, context: requestContextOf(c), portalUrl: config.portalUrl },
      now(),
    );
    // Every session of the person ended; a cookie of one of them is dropped too. Nobody is signed in.
    if (readSessionCookie(c)) clearSessionCookie(c);
    return c.body(null, 204);
  });

  return routes;
}
