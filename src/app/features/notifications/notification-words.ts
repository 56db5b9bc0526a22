import { CATEGORY_LABELS, type NotificationCategory } from '#contract/notifications';
import { dateTimeFormat } from '#app/lib/format/intl-formatters';

/** What each category's mail says, in a line under its name. */
export const CATEGORY_HINTS: Record<NotificationCategory, string> = {
  order_updates: 'An order placed, its pickup scheduled, picked up, back and delivered, cancelled or rescheduled, and by whom.',
  pickup_reminders: 'The evening before, at 18:00 at the site: the window, the parts to hand over, the access notes.',
  parts_due: 'Each Monday at 08:00 at the site: the parts due for service, by site, with a link that orders them.',
  invoices: 'Each invoice as it is issued, with its PDF, and each one that becomes overdue.',
};

export const SECURITY_MAIL_NOTE =
  'Security mail (new sign-ins, password changes, two-factor turned off, new API keys, new members) is always sent.';

/** A category this portal does not know (another server's) still reads as words. */
export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as NotificationCategory] ?? category.replaceAll('_', ' ');
}

/** "Order updates", "Order updates and Invoices", "Order updates, Pickup reminders and Invoices". */
export function categoriesInWords(categories: readonly string[]): string {
  const labels = categories.map(categoryLabel);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** "Order updates were turned off from an e-mail link on 29 Nov." */
export function turnedOffByLinkWords(category: string, at: string, timeZone?: string): string {
  const date = new Date(at);
  const day = Number.isNaN(date.getTime())
    ? at
    : dateTimeFormat(undefined, { day: 'numeric', month: 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
  // Every category's name is plural ("Order updates", "Parts due for service").
  return `${categoryLabel(category)} were turned off from an e-mail link on ${day}.`;
}

/** "Sent a sample of Order updates and Invoices to you@x." */
export function testSentWords(to: string, categories: readonly string[]): string {
  if (categories.length === 0)
    return `Nothing was sent to ${to}: every category is off. Choose Instant or Daily digest for one first.`;
  return `Sent a sample of ${categoriesInWords(categories)} to ${to}.`;
}
