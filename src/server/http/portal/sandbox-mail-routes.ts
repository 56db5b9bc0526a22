import { Hono, type MiddlewareHandler } from 'hono';
import { CAUGHT_MAIL_LIMIT_DEFAULT, CAUGHT_MAIL_LIMIT_MAX } from '#contract/sandbox-mail';
import { ApiError, notFound } from '#server/api-error';
import { canManageMembers } from '#server/auth/roles';
import { toCaughtMail, toCaughtMailSummary } from '#server/domain/mail/caught-mail-mapper';
import { findCaughtMail, listCaughtMail, type MailReader } from '#server/domain/mail/caught-mail-queries';
import { htmlInColours, type MailColours } from '#server/domain/mail/mail-colour-scheme';
import type { AppEnv } from '#server/http/app-env';
import { refuseUnknownQueryParams } from '#server/http/middleware/known-query-params';
import { markFramedMail } from '#server/http/middleware/security-headers';
import type { Context } from 'hono';

/** Caught mail is read in the portal: a key (an integration) has no mailbox. */
export function requireMailReader(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('caller').via !== 'session' || !c.get('caller').member) {
      throw new ApiError('forbidden', 'Caught mail is read in the portal; sign in.');
    }
    await next();
  };
}

function readerOf(c: Context<AppEnv>): MailReader {
  const caller = c.get('caller');
  return { accountId: caller.accountId, userId: caller.userId!, seesAccountMail: canManageMembers(caller.member!.role) };
}

function parseLimit(raw: string | undefined): number {
  if (raw === undefined) return CAUGHT_MAIL_LIMIT_DEFAULT;
  const limit = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (limit >= 1 && limit <= CAUGHT_MAIL_LIMIT_MAX) return limit;
  const message = `limit must be an integer from 1 to ${CAUGHT_MAIL_LIMIT_MAX}.`;
  throw new ApiError('invalid_parameter', message, [{ field: 'limit', code: 'invalid_value', message }]);
}

/** `colours`: the mail program's colours to show the message in (default light). */
function parseColours(raw: string | undefined): MailColours {
  if (raw === undefined || raw === 'light' || raw === 'dark') return raw ?? 'light';
  const message = 'colours must be light or dark.';
  throw new ApiError('invalid_parameter', message, [{ field: 'colours', code: 'invalid_value', message }]);
}

/**
 * /portal/sandbox-mail (sandbox only): what the built-in catcher received, newest first. Owners and
 * admins see the mail sent for their account, every member the mail addressed to them; any other
 * message is a 404, as if it did not exist. `/:id/html` answers a message's HTML part as a page to frame.
 */
export function sandboxMailRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    refuseUnknownQueryParams(c.req.url, new Set(['limit']));
    const rows = await listCaughtMail(c.get('deps').db, readerOf(c), parseLimit(c.req.query('limit')));
    return c.json({ data: rows.map(toCaughtMailSummary) }, 200);
  });

  routes.get('/:id', async (c) => {
    refuseUnknownQueryParams(c.req.url, new Set());
    const row = await findCaughtMail(c.get('deps').db, readerOf(c), c.req.param('id'));
    if (!row) throw notFound('caught mail');
    return c.json({ data: toCaughtMail(row) }, 200);
  });

  // The HTML part alone, for the mailbox's frame: under its own policy (inline styles and images on,
  // scripts, forms and navigation off), so the mail looks as a mail program shows it.
  // `?colours=dark` shows it as a mail program in dark mode does, whatever the reader's browser prefers.
  routes.get('/:id/html', async (c) => {
    refuseUnknownQueryParams(c.req.url, new Set(['colours']));
    const colours = parseColours(c.req.query('colours'));
    const row = await findCaughtMail(c.get('deps').db, readerOf(c), c.req.param('id'));
    if (!row) throw notFound('caught mail');
    markFramedMail(c);
    return c.body(htmlInColours(row.html, colours), 200, { 'Content-Type': 'text/html; charset=utf-8' });
  });

  return routes;
}
