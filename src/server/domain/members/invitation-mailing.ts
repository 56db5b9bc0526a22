import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { sites } from '#server/db/schema/sites';
import { enqueueMail } from '#server/domain/mail/enqueue-mail';
import { invitationMail } from '#server/domain/mail/templates/invitation-mail';
import type { InvitationRow } from './invitation-queries';

/** Queues the invitation's mail, in the transaction that made or renewed it, with the link to the token. */
export async function mailInvitation(tx: DbOrTx, row: InvitationRow, token: string, portalUrl: string, now: Date): Promise<void> {
  const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, row.accountId));
  const siteNames = row.siteIds
    ? (
        await tx
          .select({ name: sites.name })
          .from(sites)
          .where(and(eq(sites.accountId, row.accountId), inArray(sites.id, row.siteIds)))
      ).map((site) => site.name)
    : null;
  const mail = invitationMail({
    accountId: row.accountId,
    accountName: account?.name ?? 'your team',
    to: row.email,
    invitedBy: row.invitedByName || 'Your team',
    role: row.role,
    siteNames,
    link: `${portalUrl}/invitations/${token}`,
    expiresAt: row.expiresAt,
  });
  await enqueueMail(tx, mail, now);
}
