import { describe, expect, it } from 'vitest';
import type { InvoiceListItem } from '#contract/invoices';
import { duePartsTask, overdueTask } from './needs-doing-items';
import { summarizeInvoices } from './overview-queries';

const invoice = (n: number, due: string) =>
  ({ id: `inv_${n}`, invoice_number: `INV-00000${n}`, due_date: due, total_cents: 1000, status: 'overdue' }) as InvoiceListItem;

describe('what needs doing', () => {
  it('offers one pickup order for the parts due, naming how many it chooses', () => {
    expect(duePartsTask({ count: 3, partIds: ['a', 'b', 'c'] })).toMatchObject({
      partIds: ['a', 'b', 'c'],
      text: '3 parts are worn to the due level and with you.',
      action: 'Order pickup for these 3',
    });
    expect(duePartsTask({ count: 1, partIds: ['a'] })?.action).toBe('Order pickup for this part');
  });

  it('says when more parts are due than one order takes', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `p${i}`);
    const task = duePartsTask({ count: 130, partIds: ids })!;
    expect(task.action).toBe('Order pickup for these 100');
    expect(task.text).toBe('130 parts are worn to the due level and with you. One order takes 100; order the rest after it.');
  });

  it('has nothing to offer when no part is due, or the server can’t tell', () => {
    expect(duePartsTask({ count: 0, partIds: [] })).toBeNull();
    expect(duePartsTask(null)).toBeNull();
  });

  it('opens the longest overdue invoices first, three of them', () => {
    const summary = summarizeInvoices(
      [invoice(1, '2026-11-01'), invoice(2, '2026-09-01'), invoice(3, '2026-10-01'), invoice(4, '2026-11-10')],
      4,
    );
    const task = overdueTask(summary)!;
    expect(task.text).toBe('4 invoices are overdue.');
    expect(task.invoices.map((i) => i.id)).toEqual(['inv_2', 'inv_3', 'inv_1']);
    expect(overdueTask(summarizeInvoices([], 0))).toBeNull();
  });
});
