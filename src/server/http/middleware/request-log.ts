import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { clip } from '#server/http/text-safety';
import { findCaller } from './auth/caller';

const PATH_MAX = 300;
/** An invitation or password-reset link's last segment is its single-use token: a credential, so the log keeps only the route. */
const TOKEN_LINK = /^\/(invitations|password-reset)\/[^/]+/;
/** An unsubscribe link's token (the portal's page and the one-click URL) turns a person's mail off: kept out too. */
const UNSUBSCRIBE_LINK = /^(\/portal)?\/unsubscribe\/[^/]+/;

export function loggedPath(path: string): string {
  return clip(path.replace(TOKEN_LINK, '/$1/:token').replace(UNSUBSCRIBE_LINK, '$1/unsubscribe/:token'), PATH_MAX);
}

/**
 * One JSON line per request: method, path (query values left out, only their
 * names), status, duration, account id and a request id the client also
 * gets as `X-Request-Id`. Never a header, a body, a secret or a key hash.
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      c.res.headers.set('X-Request-Id', requestId);
      c.get('deps').logger?.info(
        {
          request_id: requestId,
          method: c.req.method,
          path: loggedPath(c.req.path),
          query: [...new Set(new URL(c.req.url).searchParams.keys())].slice(0, 20).map((key) => clip(key, 50)),
          status: c.res.status,
          duration_ms: Math.round((performance.now() - started) * 10) / 10,
          account_id: findCaller(c)?.accountId ?? null,
        },
        'request',
      );
    }
  };
}
