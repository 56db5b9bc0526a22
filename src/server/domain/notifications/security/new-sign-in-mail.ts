import { and, eq, ne } from 'drizzle-orm';
import { deviceLabel } from '#contract/device-label';
import { sha256Hex } from '#server/auth/tokens';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { signInDevices } from '#server/db/schema/notifications';
import type { AuditContext } from '#server/domain/audit/record-audit';
import { enqueueSecurityMail, securityFooter } from './security-mail-queue';

export interface SignedInFrom {
  userId: string;
  accountId: string;
  context: AuditContext;
  portalUrl: string;
}

/**
 * Notes the device (its User-Agent) a person signed in from and, when it is one they had not used
 * and they had used another before, mails them. Their very first sign-in is not news to them.
 */
export async function noteSignInDevice(tx: DbOrTx, signIn: SignedInFrom, now: Date): Promise<void> {
  const deviceKey = sha256Hex(signIn.context.userAgent ?? '');
  const added = await tx
    .insert(signInDevices)
    .values({ userId: signIn.userId, deviceKey, firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ deviceKey: signInDevices.deviceKey });
  if (added.length === 0) return;
  const [other] = await tx
    .select({ deviceKey: signInDevices.deviceKey })
    .from(signInDevices)
    .where(and(eq(signInDevices.userId, signIn.userId), ne(signInDevices.deviceKey, deviceKey)))
    .limit(1);
  if (!other) return;
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, signIn.userId));
  if (!person) return;
  await enqueueSecurityMail(
    tx,
    signIn.accountId,
    [person.email],
    {
      kind: 'new_sign_in',
      email: person.email,
      at: now,
      device: deviceLabel(signIn.context.userAgent),
      ip: signIn.context.ip,
      sessionsUrl: `${signIn.portalUrl}/settings/security`,
      footer: securityFooter(signIn.portalUrl),
    },
    now,
  );
}
