import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

/** /sandbox controls (mounted only when SANDBOX is on). */
export function sandboxRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
