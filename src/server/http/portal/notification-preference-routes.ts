import { Hono, type Context } from 'hono';
import { notificationPreferencesPatchSchema } from '#contract/notifications';
import {
  preferencePatchProblems,
  updatePreferences,
  type PreferenceChanger,
} from '#server/domain/notifications/preference-commands';
import { preferencesOf, toNotificationPreferences } from '#server/domain/notifications/preference-queries';
import { notificationLinks } from '#server/domain/notifications/notification-links';
import { sendSampleNotifications } from '#server/domain/notifications/sample-notifications';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { requestContextOf } from '#server/http/audit-source';
import { parseBody } from '#server/http/validation';

/** The session's member (the mount makes sure there is one). */
function changerOf(c: Context<AppEnv>): PreferenceChanger {
  const caller = c.get('caller');
  const member = caller.member!;
  return {
    accountId: caller.accountId,
    memberId: member.id,
    name: member.name,
    memberSites: member.siteIds,
    context: requestContextOf(c),
  };
}

/** /portal/notification-preferences: the signed-in member's own choice of mail, whatever their role. */
export function notificationPreferenceRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { accountId, memberId } = changerOf(c);
    const preferences = await preferencesOf(c.get('deps').db, accountId, memberId);
    if (!preferences) throw new Error(`The signed-in member ${memberId} has no row.`);
    return c.json({ data: toNotificationPreferences(preferences) }, 200);
  });

  routes.patch('/', async (c) => {
    const { db, now } = c.get('deps');
    const changer = changerOf(c);
    const patch = await parseBody(c, notificationPreferencesPatchSchema, {
      check: (fields) => preferencePatchProblems(db, changer, fields),
    });
    const preferences = await updatePreferences(db, changer, patch, now());
    return c.json({ data: toNotificationPreferences(preferences) }, 200);
  });

  // A sample of each category the member receives, to their own address (at most a few a minute).
  routes.post('/test', async (c) => {
    const { db, now, config } = c.get('deps');
    const { accountId, memberId } = changerOf(c);
    const links = notificationLinks(config);
    const outcome = await sendSampleNotifications(db, { accountId, memberId }, links, now());
    if ('retryAfterSeconds' in outcome) {
      c.header('Retry-After', String(outcome.retryAfterSeconds));
      throw new ApiError(
        'rate_limited',
        `Samples were sent a moment ago. Try again in ${outcome.retryAfterSeconds} seconds.`,
        undefined,
        {
          limit: 'minute',
        },
      );
    }
    return c.json({ data: outcome.sent }, 200);
  });

  return routes;
}
