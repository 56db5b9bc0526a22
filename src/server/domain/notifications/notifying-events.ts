import type { EventType } from '#contract/events';

/** The events a person may be mailed about: each is queued for the notification worker as it is recorded. */
export const NOTIFYING_EVENT_TYPES: readonly EventType[] = [
  'order.created',
  'order.status_changed',
  'order.rescheduled',
  'order.cancelled',
  'invoice.status_changed',
];
