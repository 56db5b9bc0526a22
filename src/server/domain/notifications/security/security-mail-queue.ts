import { and, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_WIDE_ROLES } from '#contract/members';
import type { DbOrTx } from '#server/db/client';
import { accounts, users } from '#server/db/schema/accounts';
import { members } from '#server/db/schema/team';
import { enqueueMail } from '#server/domain/mail/enqueue-mail';
import type { MailFooter, SecurityMailInput } from '../templates/notification-mail-types';
import { securityMail } from '../templates/security-mail';

// Security mail is not a category: nobody chooses it and nobody can turn it off, so it is queued
// here, in the transaction of the change it reports, never by the notification worker.

export function securityFooter(portalUrl: string): MailFooter {
  return {
    reason: 'Security mail is always sent to the people it concerns: it cannot be turned off.',
    preferencesUrl: `${portalUrl}/settings/notifications`,
    unsubscribeUrl: null,
  };
}

export interface Recipient {
  memberId: string;
  email: string;
}

/** The people who look after an account: its owners and admins. */
export function ownersAndAdmins(tx: DbOrTx, accountId: string): Promise<Recipient[]> {
  return tx
    .select({ memberId: members.id, email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.accountId, accountId), inArray(members.role, [...ACCOUNT_WIDE_ROLES])))
    .orderBy(members.createdAt, members.id);
}

export async function accountName(tx: DbOrTx, accountId: string): Promise<string> {
  const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return account?.name ?? 'your Whetstone account';
}

/** Renders the mail once and queues one copy per address, in the caller's transaction. */
export async function enqueueSecurityMail(
  tx: DbOrTx,
  accountId: string | null,
  to: readonly string[],
  input: SecurityMailInput,
  now: Date,
): Promise<void> {
  if (to.length === 0) return;
  const { subject, html, text } = await securityMail(input);
  for (const address of new Set(to))
    await enqueueMail(tx, { accountId, kind: 'security', to: address, subject, html, text }, now);
}
