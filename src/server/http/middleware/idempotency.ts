import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/** Placeholder replaced below. */
export function idempotency(): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    await next();
  };
}
