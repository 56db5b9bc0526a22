import { eq, sql } from 'drizzle-orm';
import { PICKUP_DELIVERY_FEE_CENTS, priceOfPart, taxOn } from '#contract/pricing';
import type { DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { invoiceLineItems, invoices } from '#server/db/schema/invoices';
import { utcDatePlusDays } from '#server/domain/lists/date-range';
import { newId } from '#server/domain/ids';
import type { OrderRow } from '#server/domain/orders/order-mappers';
import type { PartRow } from '#server/domain/parts/part-mappers';
import type { PickupRules } from '#server/domain/pickup-windows/pickup-rules';
import { addWorkingTime } from '#server/domain/pickup-windows/working-hours';
import { INVOICE_DUE_DAYS, INVOICE_SEND_DELAY_MS } from './invoice-lifecycle';
import type { EventTx } from '#server/domain/events/event-transaction';
import { recordInvoiceEvent } from './invoice-events';

async function nextInvoiceNumber(tx: DbOrTx, accountId: string): Promise<string> {
  const [row] = await tx
    .update(accounts)
    .set({ nextInvoiceSeq: sql`${accounts.nextInvoiceSeq} + 1` })
    .where(eq(accounts.id, accountId))
    .returning({ seq: sql<number>`${accounts.nextInvoiceSeq} - 1` });
  if (!row) throw new Error(`account ${accountId} missing`);
  return `INV-${String(row.seq).padStart(6, '0')}`;
}

export function invoiceLines(partRows: readonly PartRow[]): { description: string; amountCents: number }[] {
  return [
    ...partRows.map((part) => ({
      description: `Sharpening: ${part.internalLabel} (${part.partType.replace('_', ' ')})`,
      amountCents: priceOfPart(part.partType),
    })),
    { description: 'Pickup and delivery', amountCents: PICKUP_DELIVERY_FEE_CENTS },
  ];
}

/**
 * The invoice of a completed order: a line per part plus the pickup/delivery fee, tax, due in 30 days, draft;
 * sent after INVOICE_SEND_DELAY_MS of working hours (the office works when the drivers do).
 */
export async function issueInvoice(
  tx: EventTx,
  order: OrderRow,
  partRows: readonly PartRow[],
  now: Date,
  rules: PickupRules,
): Promise<string> {
  const lines = invoiceLines(partRows);
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = taxOn(subtotalCents);
  const id = newId('inv');
  await tx.insert(invoices).values({
    id,
    accountId: order.accountId,
    orderId: order.id,
    siteId: order.siteId,
    invoiceNumber: await nextInvoiceNumber(tx, order.accountId),
    status: 'draft',
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    dueDate: utcDatePlusDays(now, INVOICE_DUE_DAYS),
    createdAt: now,
    nextStepAt: addWorkingTime(now, INVOICE_SEND_DELAY_MS, rules),
  });
  await tx.insert(invoiceLineItems).values(lines.map((line, position) => ({ invoiceId: id, position, ...line })));
  await recordInvoiceEvent(tx, id, 'invoice.created', now);
  return id;
}
