import * as z from 'zod/mini';
import { createdBySchema, idSchema, recordEnvelope, timestampSchema } from './common';
import { scopeSchema } from './scopes';

export * from './session';

export const signInSchema = z.strictObject({
  email: z.string().check(z.minLength(1), z.maxLength(320)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type SignIn = z.infer<typeof signInSchema>;

/** Keys this sandbox makes say so, as Stripe's test keys do; a live service would issue `wsk_live_` keys. */
export const API_KEY_PREFIX = 'wsk_test_';
/** Every prefix a key may carry: keys made before sandbox keys said so start `wsk_live_` and keep working. */
export const API_KEY_PREFIXES = [API_KEY_PREFIX, 'wsk_live_'] as const;

export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Visible start of the secret, e.g. `wsk_test_AbC1`. */
  prefix: z.string(),
  last4: z.string(),
  scopes: z.array(z.string()),
  created_at: timestampSchema,
  expires_at: z.nullable(timestampSchema),
  last_used_at: z.nullable(timestampSchema),
  revoked_at: z.nullable(timestampSchema),
  /** When a roll replaced this secret: it is the old one, working until `expires_at`. Absent from older servers. */
  rolled_at: z.optional(z.nullable(timestampSchema)),
  /** The member who created it, by their name then; null when the service made it. Absent from older servers. */
  created_by: z.optional(z.nullable(createdBySchema)),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Returned once, on create and roll: the only time the secret is shown. */
export const apiKeyWithSecretSchema = z.object({ ...apiKeySchema.shape, secret: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

export const apiKeyListResponseSchema = z.object({ data: z.array(apiKeySchema) });
export const apiKeyResponseSchema = recordEnvelope(apiKeySchema);
export const apiKeyWithSecretResponseSchema = recordEnvelope(apiKeyWithSecretSchema);

export const apiKeyCreateSchema = z.strictObject({
  name: z.pipe(
    z.pipe(
      z.string(),
      z.transform((s) => s.trim()),
    ),
    z.string().check(z.minLength(1), z.maxLength(100)),
  ),
  scopes: z.array(scopeSchema).check(z.minLength(1)),
  expires_at: z.nullable(timestampSchema),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** Roll: a new secret now; the old one keeps working until `old_secret_expires_at` (now allowed). */
export const apiKeyRollSchema = z.strictObject({
  old_secret_expires_at: timestampSchema,
});
