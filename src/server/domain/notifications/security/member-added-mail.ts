import type { DbOrTx } from '#server/db/client';
import { accountName, enqueueSecurityMail, ownersAndAdmins, securityFooter } from './security-mail-queue';

export interface AddedMember {
  accountId: string;
  memberId: string;
  name: string;
  email: string;
  role: string;
  portalUrl: string;
}

/** Tells the account's owners and admins (not the newcomer, if they are one) that someone joined. */
export async function mailMemberAdded(tx: DbOrTx, member: AddedMember, now: Date): Promise<void> {
  const recipients = await ownersAndAdmins(tx, member.accountId);
  await enqueueSecurityMail(
    tx,
    member.accountId,
    recipients.filter((recipient) => recipient.memberId !== member.memberId).map((recipient) => recipient.email),
    {
      kind: 'member_added',
      accountName: await accountName(tx, member.accountId),
      memberName: member.name,
      memberEmail: member.email,
      role: member.role,
      at: now,
      membersUrl: `${member.portalUrl}/settings/members`,
      footer: securityFooter(member.portalUrl),
    },
    now,
  );
}
