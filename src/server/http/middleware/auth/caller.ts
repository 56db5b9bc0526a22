import type { Context } from 'hono';
import type { Maker } from '#server/domain/made-by';
import type { AppEnv, Caller } from '#server/http/app-env';

/** The caller when credentials were valid; unset for anonymous or bad credentials. */
export function findCaller(c: Context<AppEnv>): Caller | undefined {
  return c.get('caller') as Caller | undefined;
}

/** The caller as the order timeline and the events name it: the signed-in person or the API key. */
export function makerOf(caller: Caller): Maker {
  return { userId: caller.userId, apiKeyId: caller.apiKeyId };
}
