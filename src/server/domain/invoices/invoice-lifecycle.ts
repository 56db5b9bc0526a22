import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import type { InvoiceRow } from './invoice-mappers';

export const INVOICE_DUE_DAYS = 30;
/** Sandbox time: a draft is sent after 30 s, and a paying customer pays a minute later. */
export const INVOICE_SEND_DELAY_MS = 30_000;
export const INVOICE_PAY_DELAY_MS = 60_000;

/** One invoice in five (chosen by its id, so it is stable) is left unpaid until it goes overdue. */
export function paysOnTime(invoiceId: string): boolean {
  return createHash('sha256').update(invoiceId).digest()[0]! % 5 !== 0;
}

/** The first moment after the due date (due dates are whole UTC days). */
export function dueDatePassedAt(dueDate: string): Date {
  return new Date(new Date(`${dueDate}T00:00:00.000Z`).getTime() + 24 * 60 * 60 * 1000);
}

function nextState(row: InvoiceRow, now: Date): Partial<InvoiceRow> | null {
  if (row.status === 'draft') {
    const paying = paysOnTime(row.id);
    return {
      status: 'sent',
      nextStepAt: paying ? new Date(now.getTime() + INVOICE_PAY_DELAY_MS) : dueDatePassedAt(row.dueDate),
    };
  }
  if (row.status === 'sent') {
    const overdue = now.getTime() >= dueDatePassedAt(row.dueDate).getTime();
    return { status: overdue ? 'overdue' : 'paid', nextStepAt: null };
  }
  return null;
}

/** Moves due invoices one step (draft → sent → paid, or sent → overdue past the due date); returns how many moved. */
export async function advanceDueInvoices(db: Db, now: Date, batchSize = 50): Promise<number> {
  const due = await db
    .select()
    .from(invoices)
    .where(and(isNotNull(invoices.nextStepAt), lte(invoices.nextStepAt, now)))
    .limit(batchSize);
  let moved = 0;
  for (const row of due) {
    const change = nextState(row, now);
    const updated = await db
      .update(invoices)
      .set(change ?? { nextStepAt: null })
      .where(and(eq(invoices.id, row.id), eq(invoices.status, row.status)))
      .returning({ id: invoices.id });
    if (change && updated.length > 0) moved++;
  }
  return moved;
}
