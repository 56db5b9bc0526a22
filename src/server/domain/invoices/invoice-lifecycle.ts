import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { invoices } from '#server/db/schema/invoices';
import type { InvoiceRow } from './invoice-mappers';
import { inEventTransaction } from '#server/domain/events/event-transaction';
import { recordInvoiceEvent } from './invoice-events';

const HOUR = 60 * 60_000;
export const INVOICE_DUE_DAYS = 30;
/** Sandbox time: a draft is sent four working hours after it is issued, and a paying customer pays three days later. */
export const INVOICE_SEND_DELAY_MS = 4 * HOUR;
export const INVOICE_PAY_DELAY_MS = 72 * HOUR;

/** One invoice in five (by its number, so the same invoices every run) is left unpaid until it goes overdue. */
export function paysOnTime(invoiceNumber: string): boolean {
  return Number(invoiceNumber.replace(/\D/g, '')) % 5 !== 3;
}

/** The first moment after the due date (due dates are whole UTC days). */
export function dueDatePassedAt(dueDate: string): Date {
  return new Date(new Date(`${dueDate}T00:00:00.000Z`).getTime() + 24 * 60 * 60 * 1000);
}

/** The next state of an invoice whose step fell due at `at`. */
function nextState(row: InvoiceRow, at: Date): Partial<InvoiceRow> | null {
  if (row.status === 'draft') {
    return {
      status: 'sent',
      nextStepAt: paysOnTime(row.invoiceNumber) ? new Date(at.getTime() + INVOICE_PAY_DELAY_MS) : dueDatePassedAt(row.dueDate),
    };
  }
  if (row.status === 'sent') {
    const overdue = at.getTime() >= dueDatePassedAt(row.dueDate).getTime();
    return { status: overdue ? 'overdue' : 'paid', nextStepAt: null };
  }
  return null;
}

/**
 * Moves due invoices one step (draft → sent → paid, or sent → overdue past the
 * due date), each at the time it fell due; returns how many moved. The update
 * is conditional on the status read, so two processes never move one twice.
 */
export async function advanceDueInvoices(db: Db, now: Date, batchSize = 50): Promise<number> {
  const due = await db
    .select()
    .from(invoices)
    .where(and(isNotNull(invoices.nextStepAt), lte(invoices.nextStepAt, now)))
    .orderBy(invoices.nextStepAt)
    .limit(batchSize);
  let moved = 0;
  for (const row of due) {
    const change = nextState(row, row.nextStepAt ?? now);
    const updated = await inEventTransaction(db, now, async (tx) => {
      const done = await tx
        .update(invoices)
        .set(change ?? { nextStepAt: null })
        .where(and(eq(invoices.id, row.id), eq(invoices.status, row.status)))
        .returning({ id: invoices.id });
      if (change && done.length > 0)
        await recordInvoiceEvent(tx, row.id, 'invoice.status_changed', row.nextStepAt ?? now, { status: row.status });
      return done;
    });
    if (change && updated.length > 0) moved++;
  }
  return moved;
}
