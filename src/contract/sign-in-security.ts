import * as z from 'zod/mini';
import { recordEnvelope, timestampSchema } from './base-schemas';

// Password reset by mail, two-factor sign-in with recovery codes, and a person's sessions (all /portal).

/** A new password: at least 12 characters (NIST 800-63B's advice is length, not composition rules). */
export const newPasswordSchema = z.string().check(z.minLength(12), z.maxLength(1024));

/** A TOTP code (6 digits) or an unused recovery code (`xxxxx-xxxxx`); spaces and dashes are ignored. */
export const twoFactorCodeSchema = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** POST /portal/two-factor/setup: a new secret to scan; nothing changes until it is confirmed with a code. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorSetupResponseSchema = recordEnvelope(twoFactorSetupSchema);

/** POST /portal/two-factor/enable and /recovery-codes: the ten codes, shown this once. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export const recoveryCodesResponseSchema = recordEnvelope(recoveryCodesSchema);

/** POST /portal/two-factor/disable: the password and a code, both. */
export const twoFactorDisableSchema = z.strictObject({
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  code: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type TwoFactorDisable = z.infer<typeof twoFactorDisableSchema>;

/** PUT /portal/two-factor/requirement (owners): every member of the account signs in with a second factor. */
export const twoFactorRequirementSchema = z.strictObject({ required: z.boolean() });

/** GET /portal/two-factor: the signed-in person's second factor, and what the account asks. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.nullable(timestampSchema),
  recovery_codes_left: z.int(),
  /** The account requires two-factor sign-in of every member. */
  required_by_account: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusResponseSchema = recordEnvelope(twoFactorStatusSchema);

/** One of the signed-in person's sessions (GET /portal/sessions). */
export const personSessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  account: z.object({ id: z.string(), name: z.string() }),
  user_agent: z.nullable(z.string()),
  ip_address: z.nullable(z.string()),
  created_at: timestampSchema,
  last_seen_at: timestampSchema,
  expires_at: timestampSchema,
});
export type PersonSession = z.infer<typeof personSessionSchema>;
export const personSessionListResponseSchema = z.object({ data: z.array(personSessionSchema) });

/** POST /portal/password-reset: answered 202 whatever the address. */
export const passwordResetRequestSchema = z.strictObject({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
});

/** POST /portal/password-reset/complete. */
export const passwordResetCompleteSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: newPasswordSchema,
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** POST /portal/password-reset/preview { token }: whose link it is, before a new password is chosen. */
export const passwordResetPreviewSchema = z.object({ email: z.string(), expires_at: timestampSchema });
export type PasswordResetPreview = z.infer<typeof passwordResetPreviewSchema>;
export const passwordResetPreviewResponseSchema = recordEnvelope(passwordResetPreviewSchema);
