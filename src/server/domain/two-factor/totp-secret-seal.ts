import { seal, unseal } from '#server/domain/sealing';
import { deriveKey } from '#server/domain/signing';

const PURPOSE = 'totp-secret';

/** TOTP secrets are sealed at rest: a copy of the database alone does not make codes. */
export function sealTotpSecret(sessionSecret: string, secret: string): string {
  return seal(deriveKey(sessionSecret, PURPOSE), secret);
}

export function unsealTotpSecret(sessionSecret: string, sealed: string): string | null {
  return unseal(deriveKey(sessionSecret, PURPOSE), sealed);
}
