import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { users } from '#server/db/schema/accounts';
import { normalizedCode, totpStepOf } from '#server/auth/totp';
import { useRecoveryCode } from './recovery-code-store';
import { unsealTotpSecret } from './totp-secret-seal';

export type SecondFactor = 'totp' | 'recovery_code';

export interface PersonWithTwoFactor {
  id: string;
  totpSecretSealed: string | null;
}

/**
 * Checks a code against the person's authenticator app, then their unused recovery codes. A TOTP
 * code is taken once: the step it belongs to must be later than the last one accepted, moved on in
 * the same UPDATE, so a code seen over a shoulder or replayed by two requests at once fails.
 */
export async function verifySecondFactor(
  tx: DbOrTx,
  person: PersonWithTwoFactor,
  typed: string,
  sessionSecret: string,
  now: Date,
  { allowRecoveryCode = true }: { allowRecoveryCode?: boolean } = {},
): Promise<SecondFactor | null> {
  const secret = person.totpSecretSealed ? unsealTotpSecret(sessionSecret, person.totpSecretSealed) : null;
  if (!secret) return null;
  const step = totpStepOf(secret, normalizedCode(typed), now);
  if (step !== null) {
    const taken = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, person.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return taken.length > 0 ? 'totp' : null;
  }
  if (allowRecoveryCode && (await useRecoveryCode(tx, person.id, typed, now))) return 'recovery_code';
  return null;
}
