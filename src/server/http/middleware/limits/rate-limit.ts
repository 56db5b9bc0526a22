import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { findCaller } from '#server/http/middleware/auth/caller';
import { clientIp } from './client-ip';
import { errorResponse } from '#server/http/middleware/error-handler';
import { bumpCounters, pruneCounters, type WindowName } from '#server/domain/rate-limits/rate-limit-counters';
import { applyHeaders, verdict } from './rate-limit-verdict';

const PRUNE_EVERY_MS = 60_000;

type Scope = 'account' | 'session' | 'address';

/**
 * API keys share the account's budget (the spec's per-account limit). A portal
 * user has a budget of their own, so a busy integration can't lock the
 * account's people out of the portal (nor the other way round).
 */
function bucketFor(c: Context<AppEnv>): { bucket: string; scope: Scope } {
  const caller = findCaller(c);
  if (!caller) return { bucket: `ip:${clientIp(c)}`, scope: 'address' };
  if (caller.via === 'session' && caller.userId) return { bucket: `session:${caller.userId}`, scope: 'session' };
  return { bucket: caller.accountId, scope: 'account' };
}

/**
 * Per-account request limits (per minute and per day) counted in the database,
 * so every server process shares them. Anonymous requests count per client
 * address. Every response carries the X-RateLimit-* headers, errors included.
 * A limit of 0 switches that window off.
 */
export function rateLimit(): MiddlewareHandler<AppEnv> {
  let lastPrune = 0;
  return async (c, next) => {
    const { db, config, now } = c.get('deps');
    const limits: Record<WindowName, number> = { minute: config.rateLimitPerMinute, day: config.rateLimitPerDay };
    const windows = (['minute', 'day'] as const).filter((w) => limits[w] > 0);
    if (windows.length === 0) return next();

    const at = now();
    if (at.getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = at.getTime();
      await pruneCounters(db, at);
    }
    const { bucket, scope } = bucketFor(c);
    const v = verdict(await bumpCounters(db, bucket, windows, at), limits);
    if (v.exceeded) {
      const retryAfter = Math.max(1, v.resetAt - Math.floor(at.getTime() / 1000));
      const res = errorResponse(
        c,
        new ApiError(
          'rate_limited',
          `Rate limit exceeded (${limits[v.exceeded]} requests per ${v.exceeded} for this ${scope === 'session' ? 'portal session' : scope}). Retry after ${retryAfter} s.`,
          undefined,
          {
            limit: v.exceeded,
          },
        ),
      );
      res.headers.set('Retry-After', String(retryAfter));
      // Which budget ran out, so a client (the portal's banner) can say so.
      res.headers.set('X-RateLimit-Scope', scope);
      applyHeaders(res, v);
      return res;
    }
    await next();
    applyHeaders(c.res, v);
  };
}
