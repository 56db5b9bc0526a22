import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { accounts, users } from '#server/db/schema/accounts';
import { ApiError, validationFailed } from '#server/api-error';
import { newTotpSecret, otpauthUrl, totpStepOf, normalizedCode } from '#server/auth/totp';
import { verifyPassword } from '#server/auth/password';
import type { ErrorDetail } from '#contract/errors';
import type { AuditContext } from '#server/domain/audit/record-audit';
import { recordAudit } from '#server/domain/audit/record-audit';
import { recordPersonAudit } from '#server/domain/audit/record-person-audit';
import { enqueueMail } from '#server/domain/mail/enqueue-mail';
import { twoFactorMail, type TwoFactorChange } from '#server/domain/mail/templates/two-factor-mail';
import { deleteRecoveryCodes, replaceRecoveryCodes } from './recovery-code-store';
import { verifySecondFactor } from './second-factor';
import { sealTotpSecret, unsealTotpSecret } from './totp-secret-seal';
import { accountsRequiringTwoFactor, findPerson, type Person } from './two-factor-queries';

/** Who asks, from where, and what the commands need of the service's configuration. */
export interface TwoFactorActor {
  userId: string;
  accountId: string;
  context: AuditContext;
  sessionSecret: string;
  portalUrl: string;
}

const WRONG_CODE: ErrorDetail = {
  field: 'code',
  code: 'invalid_value',
  message: 'That code is not right: enter the 6-digit code your app shows now.',
};

async function noteChange(tx: DbOrTx, person: Person, actor: TwoFactorActor, change: TwoFactorChange, now: Date) {
  const action = change === 'recovery_codes' ? 'two_factor.recovery_codes_regenerated' : (`two_factor.${change}` as const);
  await recordPersonAudit(tx, person.id, { action, context: actor.context, occurredAt: now });
  await enqueueMail(
    tx,
    twoFactorMail({
      to: person.email,
      accountId: actor.accountId,
      change,
      at: now,
      context: actor.context,
      portalUrl: actor.portalUrl,
    }),
    now,
  );
}

/** A new secret to scan, kept pending (sealed) until a code made from it is entered; nothing else changes. */
export async function beginTwoFactorSetup(db: Db, actor: TwoFactorActor) {
  const person = await findPerson(db, actor.userId);
  if (person.twoFactorEnabledAt) {
    throw new ApiError('forbidden', 'Two-factor sign-in is on already: turn it off first to move it to another app.');
  }
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpPendingSecretSealed: sealTotpSecret(actor.sessionSecret, secret) })
    .where(eq(users.id, person.id));
  return { secret, otpauth_url: otpauthUrl(secret, person.email) };
}

/** Confirms the pending secret with a code from it: two-factor is on, ten recovery codes are made and returned once. */
export async function enableTwoFactor(db: Db, actor: TwoFactorActor, code: string, now: Date) {
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, actor.userId);
    if (person.twoFactorEnabledAt) throw new ApiError('forbidden', 'Two-factor sign-in is on already.');
    const pending = person.totpPendingSecretSealed ? unsealTotpSecret(actor.sessionSecret, person.totpPendingSecretSealed) : null;
    if (!pending) {
      throw validationFailed([{ field: 'code', code: 'invalid_value', message: 'Start the setup first: scan a new QR code.' }]);
    }
    const step = totpStepOf(pending, normalizedCode(code), now);
    if (step === null) throw validationFailed([WRONG_CODE]);
    await tx
      .update(users)
      .set({
        totpSecretSealed: person.totpPendingSecretSealed,
        totpPendingSecretSealed: null,
        twoFactorEnabledAt: now,
        totpLastStep: step,
      })
      .where(eq(users.id, person.id));
    const recoveryCodes = await replaceRecoveryCodes(tx, person.id, now);
    await noteChange(tx, person, actor, 'enabled', now);
    return { recovery_codes: recoveryCodes };
  });
}

/** Turning it off needs the password and a code (a session alone is not enough), and is refused while an account requires it. */
export async function disableTwoFactor(db: Db, actor: TwoFactorActor, input: { password: string; code: string }, now: Date) {
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, actor.userId);
    if (!person.twoFactorEnabledAt) throw new ApiError('forbidden', 'Two-factor sign-in is off already.');
    const requiring = await accountsRequiringTwoFactor(tx, person.id);
    if (requiring.length > 0) {
      throw new ApiError(
        'forbidden',
        `${requiring.join(', ')} requires two-factor sign-in of every member, so it cannot be turned off.`,
      );
    }
    const problems: ErrorDetail[] = [];
    if (!(await verifyPassword(input.password, person.passwordHash))) {
      problems.push({ field: 'password', code: 'invalid_value', message: 'That is not your password.' });
    }
    if (!(await verifySecondFactor(tx, person, input.code, actor.sessionSecret, now))) problems.push(WRONG_CODE);
    if (problems.length > 0) throw validationFailed(problems);
    await tx
      .update(users)
      .set({ totpSecretSealed: null, totpPendingSecretSealed: null, twoFactorEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, person.id));
    await deleteRecoveryCodes(tx, person.id);
    await noteChange(tx, person, actor, 'disabled', now);
  });
}

/** Ten new recovery codes for a code from the app (or a recovery code); the old ones stop working. */
export async function regenerateRecoveryCodes(db: Db, actor: TwoFactorActor, code: string, now: Date) {
  return db.transaction(async (tx) => {
    const person = await findPerson(tx, actor.userId);
    if (!person.twoFactorEnabledAt) throw new ApiError('forbidden', 'Turn on two-factor sign-in first.');
    if (!(await verifySecondFactor(tx, person, code, actor.sessionSecret, now))) throw validationFailed([WRONG_CODE]);
    const recoveryCodes = await replaceRecoveryCodes(tx, person.id, now);
    await noteChange(tx, person, actor, 'recovery_codes', now);
    return { recovery_codes: recoveryCodes };
  });
}

/**
 * An owner requires (or stops requiring) two-factor of every member. An owner without it cannot
 * require it: they would be the first one locked out of everything but the setup.
 */
export async function setTwoFactorRequirement(
  db: Db,
  actor: TwoFactorActor & { memberId: string; name: string },
  required: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await findPerson(tx, actor.userId);
    if (required && !person.twoFactorEnabledAt) {
      throw new ApiError('forbidden', 'Turn on two-factor sign-in for yourself before requiring it of every member.');
    }
    const [before] = await tx
      .select({ required: accounts.requireTwoFactor })
      .from(accounts)
      .where(eq(accounts.id, actor.accountId))
      .for('update');
    if (!before || before.required === required) return;
    await tx.update(accounts).set({ requireTwoFactor: required }).where(eq(accounts.id, actor.accountId));
    const member = { type: 'member' as const, id: actor.memberId, name: actor.name };
    await recordAudit(tx, {
      accountId: actor.accountId,
      action: 'two_factor.requirement_changed',
      actor: member,
      target: { type: 'account', id: actor.accountId, name: '' },
      context: actor.context,
      changes: { before: { required: before.required }, after: { required } },
      occurredAt: now,
    });
  });
}
