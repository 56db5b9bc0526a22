import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import type { WebhookEvent } from '#contract/events';
import { humanize } from '#app/lib/format/humanize';

export interface ActivityLine {
  key: string;
  text: string;
  /** Where the object lives in the portal; null when it has no screen. */
  link: LinkOptions | null;
  at: string;
}

const ACTORS: Record<string, string> = { driver: 'by the driver', ops: 'by operations', api: 'by you' };

const ORDER_STEPS: Record<string, string> = {
  scheduled: 'confirmed',
  picked_up: 'picked up',
  in_service: 'at the service centre',
  out_for_delivery: 'out for delivery',
  completed: 'delivered',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function orderLine(event: WebhookEvent, name: string): string {
  const actor = ACTORS[event.data.actor ?? ''] ?? '';
  switch (event.type) {
    case 'order.created':
      if (event.data.made_by?.kind === 'pickup_schedule') return `Order ${name} placed by its pickup schedule`;
      return `Order ${name} placed${event.data.actor === 'ops' ? ' by operations' : ''}`;
    case 'order.status_changed': {
      const status = text(event.data.object.status);
      return `Order ${name} ${ORDER_STEPS[status] ?? `is now ${humanize(status).toLowerCase()}`}${actor ? ` ${actor}` : ''}`;
    }
    case 'order.rescheduled':
      return `Order ${name}: pickup window changed`;
    case 'order.cancelled':
      return `Order ${name} cancelled`;
    default:
      return `Order ${name}: ${humanize(event.type.split('.')[1] ?? '').toLowerCase()}`;
  }
}

function invoiceLine(event: WebhookEvent, name: string): string {
  if (event.type === 'invoice.created') return `Invoice ${name} issued`;
  const status = text(event.data.object.status);
  return `Invoice ${name} ${status === 'overdue' ? 'is overdue' : humanize(status).toLowerCase()}`;
}

function partLine(event: WebhookEvent, name: string): string {
  const verb = {
    'part.created': 'registered',
    'part.updated': 'updated',
    'part.retired': 'retired',
    'part.due': 'is due for service',
  };
  return `Part “${name}” ${verb[event.type as keyof typeof verb] ?? humanize(event.type.split('.')[1] ?? '').toLowerCase()}`;
}

/** One event in words, with a link to its object. */
function lineOf(event: WebhookEvent): ActivityLine {
  const { object } = event.data;
  const base = { key: event.id, at: event.occurred_at ?? event.created_at };
  const [resource] = event.type.split('.');
  if (resource === 'order') {
    return {
      ...base,
      text: orderLine(event, text(object.order_number) || object.id),
      link: linkOptions({ to: '/orders/$orderId', params: { orderId: object.id } }),
    };
  }
  if (resource === 'invoice') {
    const link = linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: object.id } });
    return { ...base, text: invoiceLine(event, text(object.invoice_number) || object.id), link };
  }
  if (resource === 'part') {
    return {
      ...base,
      text: partLine(event, text(object.internal_label) || object.id),
      link: linkOptions({ to: '/parts/$partId', params: { partId: object.id } }),
    };
  }
  if (resource === 'api_key') {
    const action = humanize(event.type.split('.')[1] ?? '').toLowerCase();
    return {
      ...base,
      text: `API key “${text(object.name) || object.id}” ${action}`,
      link: linkOptions({ to: '/settings/api-keys' }),
    };
  }
  return { ...base, text: humanize(event.type.replace('.', ' ')), link: null };
}

const DUE_PARTS = linkOptions({ to: '/parts', search: { status: 'with_customer', wear: 'due', sort: '-wear_level' } });

/**
 * Events newest first, in words. Parts that became due one after another are one line ("3 parts
 * became due for service"), linking to the due parts, so a busy day of wear does not fill the list.
 */
export function activityLines(events: readonly WebhookEvent[]): ActivityLine[] {
  const lines: ActivityLine[] = [];
  for (let i = 0; i < events.length;) {
    const event = events[i]!;
    let run = 1;
    while (event.type === 'part.due' && events[i + run]?.type === 'part.due') run++;
    lines.push(
      run > 1
        ? {
            key: event.id,
            text: `${run} parts became due for service`,
            link: DUE_PARTS,
            at: event.occurred_at ?? event.created_at,
          }
        : lineOf(event),
    );
    i += run;
  }
  return lines;
}
