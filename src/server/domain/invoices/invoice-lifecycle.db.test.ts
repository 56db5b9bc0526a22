import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { invoices } from '#server/db/schema/invoices';
import { createTestDatabase } from '#server/testing/test-database';
import { DEFAULT_PICKUP_RULES } from '#server/domain/pickup-windows/pickup-rules';
import { addWorkingTime } from '#server/domain/pickup-windows/working-hours';
import {
  advanceDueInvoices,
  dueDatePassedAt,
  INVOICE_PAY_DELAY_MS,
  INVOICE_SEND_DELAY_MS,
  paysOnTime,
} from './invoice-lifecycle';

let db: Db;
let close: () => Promise<void>;
const HOUR = 3_600_000;
const issuedAt = new Date('2026-03-02T09:30:00.000Z');
const DUE = '2026-04-01';
/** Monday 04:30 in New York: the office opens at 08:00, so the draft is sent at 12:00. */
const sendAt = addWorkingTime(issuedAt, INVOICE_SEND_DELAY_MS, DEFAULT_PICKUP_RULES);

beforeAll(async () => {
  ({ db, close } = await createTestDatabase());
  await db.insert(accounts).values({ id: 'acc_1', name: 'Acme', plan: 'standard' });
});
afterAll(() => close());
beforeEach(async () => {
  await db.delete(invoices);
});

/** A draft as issueInvoice leaves it: its first step four working hours after it was issued. */
async function draft(invoiceNumber: string, nextStepAt = sendAt) {
  const id = `inv_${invoiceNumber}`;
  await db.insert(invoices).values({
    id,
    accountId: 'acc_1',
    invoiceNumber,
    status: 'draft',
    subtotalCents: 100,
    taxCents: 8,
    totalCents: 108,
    dueDate: DUE,
    createdAt: issuedAt,
    nextStepAt,
  });
  return id;
}

async function read(id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return { status: row!.status, nextStepAt: row!.nextStepAt?.toISOString() ?? null };
}

describe('which invoices are paid on time', () => {
  it('leaves one in five unpaid, by the digits of its number', () => {
    expect(
      ['INV-000001', 'INV-000002', 'INV-000003', 'INV-000004', 'INV-000005', 'INV-000008', 'INV-000013'].map(paysOnTime),
    ).toEqual([true, true, false, true, true, false, false]);
  });

  it('counts the due date as passed at the next UTC midnight', () => {
    expect(dueDatePassedAt('2026-04-01').toISOString()).toBe('2026-04-02T00:00:00.000Z');
  });
});

describe('advanceDueInvoices', () => {
  it('moves nothing before its step falls due, and the draft exactly when it does', async () => {
    const id = await draft('INV-000001');
    expect(sendAt.toISOString()).toBe('2026-03-02T17:00:00.000Z');
    expect(await advanceDueInvoices(db, new Date(sendAt.getTime() - 1))).toBe(0);
    expect(await read(id)).toEqual({ status: 'draft', nextStepAt: sendAt.toISOString() });
    expect(await advanceDueInvoices(db, sendAt)).toBe(1);
    expect((await read(id)).status).toBe('sent');
  });

  it('sends a paying customer’s invoice, then marks it paid three days after it was sent', async () => {
    const id = await draft('INV-000001');
    // Long after: each step happens at the time it fell due, not at the time the simulator ran.
    expect(await advanceDueInvoices(db, new Date('2026-03-10T00:00:00Z'))).toBe(1);
    const paidAt = new Date(sendAt.getTime() + INVOICE_PAY_DELAY_MS).toISOString();
    expect(await read(id)).toEqual({ status: 'sent', nextStepAt: paidAt });
    expect(await advanceDueInvoices(db, new Date('2026-03-10T00:00:00Z'))).toBe(1);
    expect(await read(id)).toEqual({ status: 'paid', nextStepAt: null });
    expect(await advanceDueInvoices(db, new Date('2026-06-01T00:00:00Z'))).toBe(0);
  });

  it('lets a non-paying customer’s invoice go overdue the moment its due date has passed', async () => {
    const id = await draft('INV-000003');
    expect(await advanceDueInvoices(db, new Date('2026-03-10T00:00:00Z'))).toBe(1);
    expect(await read(id)).toEqual({ status: 'sent', nextStepAt: '2026-04-02T00:00:00.000Z' });
    expect(await advanceDueInvoices(db, new Date('2026-04-01T23:59:59.999Z'))).toBe(0);
    expect(await advanceDueInvoices(db, new Date('2026-04-02T00:00:00.000Z'))).toBe(1);
    expect(await read(id)).toEqual({ status: 'overdue', nextStepAt: null });
  });

  it('takes a sent invoice whose payment step falls after the due date as overdue', async () => {
    const id = await draft('INV-000001');
    await db
      .update(invoices)
      .set({ status: 'sent', nextStepAt: new Date('2026-04-02T00:00:00.000Z') })
      .where(eq(invoices.id, id));
    expect(await advanceDueInvoices(db, new Date('2026-04-05T00:00:00Z'))).toBe(1);
    expect((await read(id)).status).toBe('overdue');
  });

  it('moves the earliest due first, at most a batch at a time', async () => {
    const late = await draft('INV-000001', new Date(issuedAt.getTime() + 2 * HOUR));
    const early = await draft('INV-000002', new Date(issuedAt.getTime() + HOUR));
    const now = new Date(issuedAt.getTime() + 3 * HOUR);
    expect(await advanceDueInvoices(db, now, 1)).toBe(1);
    expect([(await read(early)).status, (await read(late)).status]).toEqual(['sent', 'draft']);
    expect(await advanceDueInvoices(db, now, 1)).toBe(1);
    expect((await read(late)).status).toBe('sent');
  });

  it('clears the step of a settled invoice without counting it as moved', async () => {
    const id = await draft('INV-000001');
    await db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, id));
    expect(await advanceDueInvoices(db, new Date('2026-03-10T00:00:00Z'))).toBe(0);
    expect(await read(id)).toEqual({ status: 'paid', nextStepAt: null });
  });
});
