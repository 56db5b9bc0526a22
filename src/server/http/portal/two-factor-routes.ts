import { Hono, type Context } from 'hono';
import { twoFactorCodeSchema, twoFactorDisableSchema, twoFactorRequirementSchema } from '#contract/sign-in-security';
import { ApiError } from '#server/api-error';
import { reserveCodeAttempt } from '#server/domain/auth/sign-in-throttle';
import {
  beginTwoFactorSetup,
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  setTwoFactorRequirement,
} from '#server/domain/two-factor/two-factor-commands';
import { twoFactorStatus } from '#server/domain/two-factor/two-factor-queries';
import type { AppEnv } from '#server/http/app-env';
import { clientIp } from '#server/http/middleware/limits/client-ip';
import { parseBody } from '#server/http/validation';
import { signedInPersonOf } from './signed-in-person';

/**
 * Codes typed with a session are throttled as at sign-in (a stolen session must not try a million
 * codes): the attempt counts before the code is checked and is given back when it was right.
 */
async function withCodeAttempt<T>(c: Context<AppEnv>, userId: string, check: () => Promise<T>): Promise<T> {
  const { db, now } = c.get('deps');
  const attempt = await reserveCodeAttempt(db, userId, clientIp(c), now());
  if (attempt.blockedFor !== undefined) {
    c.header('Retry-After', String(attempt.blockedFor));
    throw new ApiError('rate_limited', `Too many wrong codes. Try again in ${attempt.blockedFor} seconds.`, undefined, {
      limit: 'minute',
    });
  }
  const result = await check();
  await attempt.release();
  return result;
}

/** /portal/two-factor: the signed-in person's second factor, and (owners) the account's requirement of one. */
export function twoFactorRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const person = signedInPersonOf(c);
    return c.json({ data: await twoFactorStatus(c.get('deps').db, person.userId, person.accountId) }, 200);
  });

  routes.post('/setup', async (c) => {
    return c.json({ data: await beginTwoFactorSetup(c.get('deps').db, signedInPersonOf(c)) }, 200);
  });

  routes.post('/enable', async (c) => {
    const { db, now } = c.get('deps');
    const person = signedInPersonOf(c);
    const input = await parseBody(c, twoFactorCodeSchema);
    const codes = await withCodeAttempt(c, person.userId, () => enableTwoFactor(db, person, input.code, now()));
    return c.json({ data: codes }, 200);
  });

  routes.post('/disable', async (c) => {
    const { db, now } = c.get('deps');
    const person = signedInPersonOf(c);
    const input = await parseBody(c, twoFactorDisableSchema);
    await withCodeAttempt(c, person.userId, () => disableTwoFactor(db, person, input, now()));
    return c.body(null, 204);
  });

  routes.post('/recovery-codes', async (c) => {
    const { db, now } = c.get('deps');
    const person = signedInPersonOf(c);
    const input = await parseBody(c, twoFactorCodeSchema);
    const codes = await withCodeAttempt(c, person.userId, () => regenerateRecoveryCodes(db, person, input.code, now()));
    return c.json({ data: codes }, 200);
  });

  routes.put('/requirement', async (c) => {
    const { db, now } = c.get('deps');
    const person = signedInPersonOf(c);
    if (person.role !== 'owner') throw new ApiError('forbidden', 'Only owners can require two-factor sign-in of every member.');
    const input = await parseBody(c, twoFactorRequirementSchema);
    await setTwoFactorRequirement(db, person, input.required, now());
    return c.json({ data: await twoFactorStatus(db, person.userId, person.accountId) }, 200);
  });

  return routes;
}
