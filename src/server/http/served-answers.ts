import type { Context } from 'hono';
import { EVENT_TYPES } from '#contract/events';
import type { AppEnv } from './app-env';

/**
 * The reads a cold load of a screen makes first, exactly as the portal asks for them (the same
 * path and query, in the same order): the server answers them in-process and places the answers
 * in the HTML, so the data is there when the scripts have run, not a round trip later. A read the
 * portal asks for differently is simply read again; the e2e test of the Parts and Overview cold
 * loads holds these in step with the portal.
 */
const SESSION_READ = '/portal/session';
/** The signed-in layout's header: its site switcher. */
const LAYOUT_READS = ['/v1/sites?status=active&limit=100'];
const PART_CAPABILITIES = '/v1/parts?limit=1&sort=forecast_due_at&wear_min=0&wear_max=100';
/** The events the Overview's recent activity asks for: all but part.updated (features/overview/recent-events-query.ts). */
const ACTIVITY_TYPES = EVENT_TYPES.filter((type) => type !== 'part.updated');

/** The parts total is the sites' part counts summed (the layout's read); the scheduled pickups are the schedules' list. */
const OVERVIEW_READS = [
  '/v1/parts?limit=1&status=with_customer',
  '/v1/parts?limit=1&status=in_service',
  '/v1/parts?status=with_customer&wear_min=70&limit=100',
  '/v1/parts?status=with_customer&due_within=14&limit=1',
  '/v1/orders?limit=1&status=completed',
  '/v1/orders?limit=5',
  '/v1/invoices?status=sent&limit=100',
  '/v1/invoices?status=overdue&limit=100',
  `/v1/events?${new URLSearchParams({ limit: '25', type: ACTIVITY_TYPES.join(',') }).toString()}`,
  '/v1/pickup-schedules?limit=100',
];
/** Settings shows its notifications section once this has answered; Settings → Notifications reads it first. */
const NOTIFICATION_PREFERENCES = '/portal/notification-preferences';
/** The order form's part picker (the capabilities, then its four lists), the pickup windows and the schedules. */
const NEW_ORDER_READS = [
  PART_CAPABILITIES,
  '/v1/parts?status=with_customer&limit=100&sort=forecast_due_at',
  '/v1/parts?status=delivered&limit=100&sort=forecast_due_at',
  '/v1/parts?status=with_customer&wear_min=70&sort=-wear_level&limit=100',
  '/v1/parts?status=with_customer&due_within=14&sort=forecast_due_at&limit=100',
  '/v1/pickup-windows',
  // Whether the server has schedules: the "Make this a schedule" link.
  '/v1/pickup-schedules?limit=100',
];

/**
 * Screen path (no search) → its first reads; the first pattern that matches wins. Reads that depend
 * on the browser's clock or zone (the Overview's pickups due today) are left out.
 */
const SCREEN_READS: [RegExp, (id: string) => string[]][] = [
  [/^\/$/, () => OVERVIEW_READS],
  [/^\/parts$/, () => [PART_CAPABILITIES, '/v1/parts?limit=100']],
  [/^\/parts\/import$/, () => ['/v1/part_type_aliases']],
  [/^\/parts\/(part_\w+)$/, (id) => [`/v1/parts/${id}`]],
  [/^\/orders$/, () => ['/v1/orders?limit=100']],
  [/^\/orders\/new$/, () => NEW_ORDER_READS],
  [/^\/orders\/(ord_\w+)$/, (id) => [`/v1/orders/${id}`, `/v1/orders/${id}/timeline`]],
  [/^\/invoices$/, () => ['/v1/invoices?limit=100']],
  [/^\/invoices\/(inv_\w+)$/, (id) => [`/v1/invoices/${id}`]],
  [/^\/settings$/, () => ['/v1/webhook_endpoints?limit=16', '/v1/audit-events?limit=1', NOTIFICATION_PREFERENCES]],
  [/^\/settings\/api-keys$/, () => ['/portal/api-keys']],
  [/^\/settings\/webhooks$/, () => ['/v1/webhook_endpoints?limit=16']],
  [/^\/settings\/members$/, () => ['/portal/members', '/portal/invitations']],
  // Billing contacts are an owner's or admin's: anyone else is refused them, and a refusal is not kept.
  [/^\/settings\/notifications$/, () => [NOTIFICATION_PREFERENCES, '/portal/billing-contacts']],
  [/^\/settings\/audit-log$/, () => ['/v1/audit-events?limit=1', '/v1/audit-events?limit=50']],
];

function screenReadsOf(pathname: string): string[] {
  for (const [pattern, reads] of SCREEN_READS) {
    const match = pattern.exec(pathname);
    if (match) return reads(match[1] ?? '');
  }
  return [];
}

/** Screens outside the signed-in layout: a cold load of one reads nothing on the person's behalf. */
const SIGNED_OUT_SCREENS = /^\/(sign-in|invitations|password-reset|unsubscribe)(\/|$)/;

/** The reads to answer for a cold load of `pathname` with `search`: none for a signed-out screen. */
export function firstReadsOf(pathname: string, search: string): string[] {
  if (SIGNED_OUT_SCREENS.test(pathname)) return [];
  const screen = search === '' ? screenReadsOf(pathname) : [];
  return [SESSION_READ, ...LAYOUT_READS, ...screen];
}

/** Headers of the browser's navigation a read must not carry: it is a fetch, and its answer is placed uncompressed. */
const NAVIGATION_ONLY = ['accept', 'accept-encoding', 'if-none-match', 'if-modified-since', 'upgrade-insecure-requests'];

type AnswerRead = (request: Request) => Promise<Response>;

export interface ServedAnswers {
  /** URL → the JSON body of a 200 answer. */
  answers: Record<string, unknown>;
  /** Cookies the reads set (a session's refreshed cookie), for the page's own answer. */
  setCookies: string[];
}

/**
 * Answers the cold load's first reads in-process, with the navigation's own cookie and client
 * headers, through every guard and limit a fetch from the page would pass. Only 200 answers are
 * kept: anything else the portal meets for itself. Without a session cookie nothing is read.
 */
export async function answerFirstReads(c: Context<AppEnv>, read: AnswerRead): Promise<ServedAnswers> {
  const served: ServedAnswers = { answers: {}, setCookies: [] };
  if (c.req.method !== 'GET' || !c.req.header('cookie')) return served;
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  for (const name of NAVIGATION_ONLY) headers.delete(name);
  headers.set('accept', 'application/json');
  headers.set('sec-fetch-mode', 'cors');
  headers.set('sec-fetch-dest', 'empty');
  await Promise.all(
    firstReadsOf(url.pathname, url.search).map(async (path) => {
      const response = await read(new Request(new URL(path, url), { headers }));
      served.setCookies.push(...response.headers.getSetCookie());
      if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('application/json')) return;
      served.answers[path] = await response.json();
    }),
  );
  return served;
}

/**
 * The answers as a JSON data block at the end of the body (never run: the CSP does not apply to
 * it; module scripts run once the document is parsed, so they find it).
 * `<`, `>`, `&` and the line separators are escaped, so no text in the data can end the block.
 */
export function withServedAnswers(html: string, answers: Record<string, unknown>): string {
  if (Object.keys(answers).length === 0) return html;
  const json = JSON.stringify(answers).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return html.replace('</body>', `<script type="application/json" id="served-answers">${json}</script></body>`);
}
