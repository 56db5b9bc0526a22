import { and, asc, count, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { ErrorDetail } from '#contract/errors';
import { BILLING_CONTACT_RULES, type BillingContact, type BillingContactCreate } from '#contract/notifications';
import { notFound, validationFailed } from '#server/api-error';
import type { Db, DbOrTx } from '#server/db/client';
import { billingContacts } from '#server/db/schema/notifications';
import { recordAuditBy, type AuditSource } from '#server/domain/audit/record-audit';
import { newId } from '#server/domain/ids';
import { lockAccount } from '#server/domain/lock-account';
import { isUniqueViolation } from '#server/domain/pickup-schedules/unique-violation';

const EMAIL_INDEX = 'billing_contacts_account_email_key';
const emailSchema = z.email();

type BillingContactRow = typeof billingContacts.$inferSelect;

const normalEmail = (email: string) => email.trim().toLowerCase();

export function toBillingContact(row: BillingContactRow): BillingContact {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** The account's billing contacts, oldest first. */
export function listBillingContacts(db: DbOrTx, accountId: string): Promise<BillingContactRow[]> {
  return db
    .select()
    .from(billingContacts)
    .where(eq(billingContacts.accountId, accountId))
    .orderBy(asc(billingContacts.createdAt), asc(billingContacts.id));
}

const duplicate = (email: string): ErrorDetail => ({
  field: 'email',
  code: 'duplicate',
  message: `${email} is a billing contact of this account already.`,
});

/**
 * The problems with adding a contact: an address that is not one, one the account has already, or
 * one past the account's limit. Run again by addBillingContact under the account's lock.
 */
export async function billingContactProblems(
  db: DbOrTx,
  accountId: string,
  fields: { email?: string | undefined },
): Promise<ErrorDetail[]> {
  const problems: ErrorDetail[] = [];
  const email = fields.email === undefined ? undefined : normalEmail(fields.email);
  if (email !== undefined && !z.safeParse(emailSchema, email).success) {
    problems.push({ field: 'email', code: 'invalid_value', message: 'email must be an email address, e.g. ap@example.com.' });
  }
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(billingContacts)
    .where(eq(billingContacts.accountId, accountId));
  if (n >= BILLING_CONTACT_RULES.perAccount) {
    problems.push({
      field: 'body',
      code: 'too_many',
      message: `An account has at most ${BILLING_CONTACT_RULES.perAccount} billing contacts: remove one first.`,
    });
  }
  if (email !== undefined && problems.length === 0) {
    const [taken] = await db
      .select({ id: billingContacts.id })
      .from(billingContacts)
      .where(and(eq(billingContacts.accountId, accountId), eq(billingContacts.email, email)))
      .limit(1);
    if (taken) problems.push(duplicate(email));
  }
  return problems;
}

/** Adds a contact (address lower-cased, name trimmed) in the account's lock, with its audit entry. */
export async function addBillingContact(
  db: Db,
  accountId: string,
  input: BillingContactCreate,
  source: AuditSource,
  now: Date,
): Promise<BillingContactRow> {
  const email = normalEmail(input.email);
  try {
    return await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      const problems = await billingContactProblems(tx, accountId, { email });
      if (problems.length > 0) throw validationFailed(problems);
      const [row] = await tx
        .insert(billingContacts)
        .values({ id: newId('bcon'), accountId, email, name: input.name.trim(), createdAt: now })
        .returning();
      await recordAuditBy(tx, source, {
        accountId,
        action: 'billing_contact.added',
        target: { type: 'billing_contact', id: row!.id, name: email },
        changes: { before: null, after: { email, name: row!.name } },
        occurredAt: now,
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_INDEX)) throw validationFailed([duplicate(email)]);
    throw error;
  }
}

/** Removes one of the account's contacts (404 for any other id), with its audit entry. */
export async function removeBillingContact(db: Db, accountId: string, id: string, source: AuditSource, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(billingContacts)
      .where(and(eq(billingContacts.accountId, accountId), eq(billingContacts.id, id)))
      .returning();
    if (!row) throw notFound('billing contact');
    await recordAuditBy(tx, source, {
      accountId,
      action: 'billing_contact.removed',
      target: { type: 'billing_contact', id: row.id, name: row.email },
      changes: { before: { email: row.email, name: row.name }, after: null },
      occurredAt: now,
    });
  });
}
