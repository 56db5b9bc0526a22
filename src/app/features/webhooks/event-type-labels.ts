import { ALL_EVENTS } from '#contract/webhooks';
import { EVENT_GROUPS, type EventType } from '#contract/events';
import { humanize } from '#app/lib/format/humanize';

/** What each event type means, in the words the webhook form uses. */
export const EVENT_TYPE_TEXT: Record<EventType, string> = {
  'part.created': 'A part is registered',
  'part.updated': 'A part changes: its label, serial number, maker or model, or where it is and its wear as its order moves',
  'part.retired': 'A part is retired',
  'part.due': 'A part’s wear reaches the due level (70 %)',
  'order.created': 'An order is placed',
  'order.status_changed': 'An order moves on: confirmed, picked up, serviced, delivered',
  'order.rescheduled': 'An order’s pickup window changes',
  'order.updated': 'An order’s purchase-order reference changes',
  'order.cancelled': 'An order is cancelled',
  'order.deleted': 'An old closed order is removed from the sandbox',
  'invoice.created': 'An invoice is issued',
  'invoice.status_changed': 'An invoice is sent, paid or becomes overdue',
  'invoice.deleted': 'An old invoice is removed from the sandbox with its order',
  'api_key.created': 'An API key is created',
  'api_key.rolled': 'An API key is rolled',
  'api_key.revoked': 'An API key is revoked',
  'webhook_endpoint.created': 'A webhook endpoint is added',
  'webhook_endpoint.updated': 'A webhook endpoint’s URL, events, description or state changes',
  'webhook_endpoint.secret_rolled': 'A webhook endpoint’s signing secret is rolled',
  'webhook_endpoint.disabled': 'A webhook endpoint is disabled after three days of failures',
  'webhook_endpoint.deleted': 'A webhook endpoint is deleted',
  'part_type_alias.saved': 'A spreadsheet type is remembered as a part type, or its part type changes',
  'part_type_alias.deleted': 'A remembered spreadsheet type is forgotten',
  'site.created': 'A site is added',
  'site.updated': 'A site’s name, address, hours or notes change',
  'site.archived': 'A site is archived and its parts moved',
  'part.moved': 'A part moves to another site',
  'pickup_schedule.created': 'A pickup schedule is made',
  'pickup_schedule.updated': 'A pickup schedule changes, is paused or resumed, or skips an occurrence',
  'pickup_schedule.deleted': 'A pickup schedule is deleted',
};

const GROUP_LABELS: Record<string, string> = {
  part: 'Parts',
  order: 'Orders',
  invoice: 'Invoices',
  api_key: 'API keys',
  webhook_endpoint: 'Webhook endpoints',
  part_type_alias: 'Part type aliases',
  site: 'Sites',
  pickup_schedule: 'Pickup schedules',
};

export const EVENT_TYPE_GROUPS = EVENT_GROUPS.map((group) => ({
  ...group,
  label: GROUP_LABELS[group.resource] ?? humanize(group.resource),
}));

/** "All events", or how many types an endpoint listens to. */
export function subscriptionText(events: readonly string[]): string {
  if (events.includes(ALL_EVENTS)) return 'All events';
  return events.length === 1 ? events[0]! : `${events.length} event types`;
}
