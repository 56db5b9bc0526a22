import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '#contract/events';
import { activityLines } from './activity-lines';

let n = 0;
function event(type: string, object: Record<string, unknown>, extra: Partial<WebhookEvent['data']> = {}): WebhookEvent {
  n += 1;
  return {
    id: `evt_${n}`,
    type,
    created_at: `2026-11-21T09:00:${String(n).padStart(2, '0')}.000Z`,
    data: { object: { id: `obj_${n}`, ...object }, ...extra },
  };
}

describe('activityLines', () => {
  it('says what happened to each object, in words, with a link to it', () => {
    const lines = activityLines([
      event(
        'order.status_changed',
        { order_number: 'WS-000123', status: 'picked_up' },
        { actor: 'driver', previous: { status: 'scheduled' } },
      ),
      event('invoice.status_changed', { invoice_number: 'INV-000042', status: 'overdue' }),
      event('invoice.status_changed', { invoice_number: 'INV-000043', status: 'paid' }),
      event('order.created', { order_number: 'WS-000124', status: 'pending' }, { actor: 'ops' }),
      event('order.cancelled', { order_number: 'WS-000125' }, { actor: 'api' }),
      event('part.created', { internal_label: 'Bread knife 3' }),
      event('api_key.revoked', { name: 'CI' }),
      event('order.status_changed', { order_number: 'WS-000126', status: 'lost_at_sea' }, { actor: 'ops' }),
      event('widget.exploded', {}),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'Order WS-000123 picked up by the driver',
      'Invoice INV-000042 is overdue',
      'Invoice INV-000043 paid',
      'Order WS-000124 placed by operations',
      'Order WS-000125 cancelled',
      'Part “Bread knife 3” registered',
      'API key “CI” revoked',
      'Order WS-000126 is now lost at sea by operations',
      'Widget exploded',
    ]);
    expect(lines[0]!.link).toMatchObject({ to: '/orders/$orderId', params: { orderId: 'obj_1' } });
    expect(lines[1]!.link).toMatchObject({ to: '/invoices/$invoiceId', params: { invoiceId: 'obj_2' } });
    expect(lines[5]!.link).toMatchObject({ to: '/parts/$partId' });
    expect(lines[6]!.link).toMatchObject({ to: '/settings/api-keys' });
    expect(lines.at(-1)!.link).toBeNull();
  });

  it('makes parts that became due one after another one line, linking to the due parts', () => {
    const lines = activityLines([
      event('part.due', { internal_label: 'A' }),
      event('part.due', { internal_label: 'B' }),
      event('part.due', { internal_label: 'C' }),
      event('order.created', { order_number: 'WS-000001' }),
      event('part.due', { internal_label: 'D' }),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      '3 parts became due for service',
      'Order WS-000001 placed',
      'Part “D” is due for service',
    ]);
    expect(lines[0]!.link).toMatchObject({ to: '/parts', search: { status: 'with_customer', wear: 'due' } });
  });

  it('says an order a pickup schedule placed was placed by it', () => {
    const made_by = { kind: 'pickup_schedule', name: 'Pickup schedule psch_1' };
    const [line] = activityLines([event('order.created', { order_number: 'WS-000301' }, { actor: 'api', made_by })]);
    expect(line!.text).toBe('Order WS-000301 placed by its pickup schedule');
  });

  it('dates a line when its change happened, where the server says (an order step recorded late)', () => {
    const late = {
      ...event('order.status_changed', { order_number: 'WS-000200', status: 'picked_up' }, { actor: 'driver' }),
      occurred_at: '2026-11-21T07:00:00.000Z',
    };
    expect(activityLines([late])[0]!.at).toBe('2026-11-21T07:00:00.000Z');
    expect(activityLines([event('order.created', { order_number: 'WS-000201' })])[0]!.at).toMatch(/^2026-11-21T09:00/);
  });
});
