import { ALL_EVENTS } from '#contract/webhooks';
import { EVENT_GROUPS, type EventType } from '#contract/events';
import { humanize } from '#app/lib/format/format';

/** What each event type means, in the words the webhook form uses. */
export const EVENT_TYPE_TEXT: Record<EventType, string> = {
  'part.created': 'A part is registered',
  'part.updated': 'A part’s label, serial number, maker or model changes',
  'part.retired': 'A part is retired',
  'part.due': 'A part’s wear reaches the due level (70 %)',
  'order.created': 'An order is placed',
  'order.status_changed': 'An order moves on: confirmed, picked up, serviced, delivered',
  'order.rescheduled': 'An order’s pickup window changes',
  'order.cancelled': 'An order is cancelled',
  'invoice.created': 'An invoice is issued',
  'invoice.status_changed': 'An invoice is sent, paid or becomes overdue',
  'api_key.created': 'An API key is created',
  'api_key.rolled': 'An API key is rolled',
  'api_key.revoked': 'An API key is revoked',
};

const GROUP_LABELS: Record<string, string> = { part: 'Parts', order: 'Orders', invoice: 'Invoices', api_key: 'API keys' };

export const EVENT_TYPE_GROUPS = EVENT_GROUPS.map((group) => ({
  ...group,
  label: GROUP_LABELS[group.resource] ?? humanize(group.resource),
}));

/** "All events", or how many types an endpoint listens to. */
export function subscriptionText(events: readonly string[]): string {
  if (events.includes(ALL_EVENTS)) return 'All events';
  return events.length === 1 ? events[0]! : `${events.length} event types`;
}
