import type { Context } from 'hono';
import type { AppEnv, Caller } from '#server/http/app-env';

/** The caller when credentials were valid; unset for anonymous or bad credentials. */
export function findCaller(c: Context<AppEnv>): Caller | undefined {
  return c.get('caller') as Caller | undefined;
}
