import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** Every /v1 resource route. Auth, rate limits and idempotency run before these. */
export function v1Routes(): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
