import {
  overviewHeading,
  API_KEYS_HEADING,
  AUDIT_LOG_HEADING,
  INVOICES_HEADING,
  MEMBERS_HEADING,
  NOTIFICATIONS_HEADING,
  NEW_ORDER_HEADING,
  ORDERS_HEADING,
  PARTS_HEADING,
  PARTS_IMPORT_HEADING,
  SECURITY_HEADING,
  SETTINGS_HEADING,
  SITES_HEADING,
  WEBHOOKS_HEADING,
  type ScreenHeading,
} from '#contract/screen-headings';

/**
 * The heading of the screen a cold load shows, painted into the HTML in place of the skeleton's
 * heading blocks: the first paint is then the screen's real heading and description, not grey
 * blocks, and React, rendering the same text in the same place, does not make a later largest
 * paint. Screens whose heading depends on data take it from the answers served with the page.
 */
const STATIC_HEADINGS: Record<string, ScreenHeading> = {
  '/parts': PARTS_HEADING,
  '/parts/import': PARTS_IMPORT_HEADING,
  '/orders': ORDERS_HEADING,
  '/orders/new': NEW_ORDER_HEADING,
  '/invoices': INVOICES_HEADING,
  '/settings': SETTINGS_HEADING,
  '/settings/api-keys': API_KEYS_HEADING,
  '/settings/webhooks': WEBHOOKS_HEADING,
  '/settings/members': MEMBERS_HEADING,
  '/settings/audit-log': AUDIT_LOG_HEADING,
  '/settings/sites': SITES_HEADING,
  '/settings/security': SECURITY_HEADING,
  '/settings/notifications': NOTIFICATIONS_HEADING,
};

const SKELETON_HEADING = /<!--screen-heading-->[\s\S]*?<!--\/screen-heading-->/;

type Answers = Record<string, unknown>;

/** `answers[url].data[field]` when it is a string. */
function answeredText(answers: Answers, url: string, field: string): string | undefined {
  const data = (answers[url] as { data?: Record<string, unknown> } | undefined)?.data;
  const value = data?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The heading of `pathname` for the signed-in person, or null when it cannot be known before the scripts run. */
export function screenHeadingOf(pathname: string, answers: Answers): ScreenHeading | null {
  // Only a signed-in person sees a screen's heading: signed out, the portal goes to sign-in.
  if (answers['/portal/session'] === undefined) return null;
  const known = STATIC_HEADINGS[pathname];
  if (known) return known;
  if (pathname === '/') {
    const user = (answers['/portal/session'] as { data?: { user?: { name?: unknown } } }).data?.user?.name;
    return typeof user === 'string' ? overviewHeading(user) : null;
  }
  const label = answeredText(answers, `/v1${pathname}`, 'internal_label');
  if (pathname.startsWith('/parts/') && label) return { title: label };
  const orderNumber = answeredText(answers, `/v1${pathname}`, 'order_number');
  if (pathname.startsWith('/orders/') && orderNumber) return { title: `Order ${orderNumber}` };
  const invoiceNumber = answeredText(answers, `/v1${pathname}`, 'invoice_number');
  if (pathname.startsWith('/invoices/') && invoiceNumber) return { title: `Invoice ${invoiceNumber}` };
  return null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** index.html with the heading in place of the skeleton's heading blocks (the same markup as the portal's PageHeader). */
export function withScreenHeading(html: string, heading: ScreenHeading | null): string {
  if (!heading) return html;
  const description = heading.description
    ? `<p class="mt-1 text-sm text-slate-600 dark:text-slate-300">${escapeHtml(heading.description)}</p>`
    : '';
  return html.replace(
    SKELETON_HEADING,
    `<div class="min-w-0"><h1 class="text-2xl font-semibold tracking-tight">${escapeHtml(heading.title)}</h1>${description}</div>`,
  );
}
