import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '#contract/webhooks';
import { seal, unseal } from '#server/domain/sealing';
import { deriveKey } from '#server/domain/signing';

const SEALING_PURPOSE = 'webhook-signing-secret';

/** A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** Secrets are stored sealed with a key derived from SESSION_SECRET: the database alone never reveals one. */
export function sealWebhookSecret(sessionSecret: string, secret: string): string {
  return seal(deriveKey(sessionSecret, SEALING_PURPOSE), secret);
}

export function unsealWebhookSecret(sessionSecret: string, sealed: string): string | null {
  return unseal(deriveKey(sessionSecret, SEALING_PURPOSE), sealed);
}

/** `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's bytes (Standard Webhooks). */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** One signature per secret, space-separated: while a rolled secret overlaps, receivers holding either one verify. */
export function signatureHeader(secrets: readonly string[], id: string, timestampSeconds: number, body: string): string {
  return secrets.map((secret) => signWebhook(secret, id, timestampSeconds, body)).join(' ');
}
