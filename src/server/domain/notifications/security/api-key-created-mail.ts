import type { DbOrTx } from '#server/db/client';
import { accountName, enqueueSecurityMail, ownersAndAdmins, securityFooter } from './security-mail-queue';

export interface CreatedKey {
  accountId: string;
  name: string;
  scopes: readonly string[];
  /** Who asked for it, as the audit log names them (a member, or the API key that made it). */
  createdBy: string;
  portalUrl: string;
}

/** Tells the account's owners and admins that a key was made: its name, scopes, who and when; never its secret. */
export async function mailApiKeyCreated(tx: DbOrTx, key: CreatedKey, now: Date): Promise<void> {
  const recipients = await ownersAndAdmins(tx, key.accountId);
  await enqueueSecurityMail(
    tx,
    key.accountId,
    recipients.map((recipient) => recipient.email),
    {
      kind: 'api_key_created',
      accountName: await accountName(tx, key.accountId),
      keyName: key.name,
      scopes: key.scopes,
      createdBy: key.createdBy,
      at: now,
      keysUrl: `${key.portalUrl}/settings/api-keys`,
      footer: securityFooter(key.portalUrl),
    },
    now,
  );
}
