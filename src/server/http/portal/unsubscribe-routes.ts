import { Hono, type Context } from 'hono';
import { ApiError } from '#server/api-error';
import { describeUnsubscribe, unsubscribe } from '#server/domain/notifications/unsubscribe';
import { reserveUnsubscribeRequest } from '#server/domain/notifications/unsubscribe-throttle';
import { readUnsubscribeToken } from '#server/domain/notifications/unsubscribe-token';
import type { AppEnv } from '#server/http/app-env';
import { clientIp } from '#server/http/middleware/limits/client-ip';

/** The link's recipient and category, after the client's allowance is counted; 404 for a token this server did not sign. */
async function linkOf(c: Context<AppEnv>) {
  const { db, now, config } = c.get('deps');
  const blockedFor = await reserveUnsubscribeRequest(db, clientIp(c), now());
  if (blockedFor !== undefined) {
    c.header('Retry-After', String(blockedFor));
    throw new ApiError('rate_limited', `Too many unsubscribe requests. Try again in ${blockedFor} seconds.`, undefined, {
      limit: 'minute',
    });
  }
  const link = readUnsubscribeToken(config.sessionSecret, c.req.param('token') ?? '');
  if (!link) throw new ApiError('not_found', 'This unsubscribe link is not valid. Change your notifications in the portal.');
  return link;
}

/**
 * /portal/unsubscribe/:token (public, RFC 8058): the link is the credential, so neither a session
 * nor a CSRF token is asked for. GET only says what the link turns off (mail scanners fetch
 * links), or sends a browser to the portal's page; POST (a provider's one-click `List-Unsubscribe=One-Click`, or the portal's page) does it.
 */
export function unsubscribeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/:token', async (c) => {
    // A mail program that opens the List-Unsubscribe URL in a browser: the portal's page, which asks first.
    if (c.req.header('Accept')?.includes('text/html')) {
      const portalUrl = c.get('deps').config.portalUrl.replace(/\/+$/, '');
      return c.redirect(`${portalUrl}/unsubscribe/${encodeURIComponent(c.req.param('token'))}`, 303);
    }
    const { recipient, category } = await linkOf(c);
    return c.json({ data: await describeUnsubscribe(c.get('deps').db, recipient, category) }, 200);
  });

  routes.post('/:token', async (c) => {
    const { db, now } = c.get('deps');
    const { recipient, category } = await linkOf(c);
    return c.json({ data: await unsubscribe(db, recipient, category, now()) }, 200);
  });

  return routes;
}
