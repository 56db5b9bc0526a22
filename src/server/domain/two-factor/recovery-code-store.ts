import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { recoveryCodes } from '#server/db/schema/sign-in';
import { newRecoveryCode, normalizedCode } from '#server/auth/totp';
import { sha256Hex } from '#server/auth/tokens';

export const RECOVERY_CODE_COUNT = 10;

/** Ten new codes, replacing any the person had; the codes are returned this once and only their hashes kept. */
export async function replaceRecoveryCodes(tx: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256Hex(normalizedCode(code)), createdAt: now })));
  return codes;
}

/** Uses one code, in a single UPDATE: however many requests race with the same code, one succeeds. */
export async function useRecoveryCode(tx: DbOrTx, userId: string, typed: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256Hex(normalizedCode(typed))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used.length > 0;
}

export async function recoveryCodesLeft(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteRecoveryCodes(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
