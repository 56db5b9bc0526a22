import { and, asc, eq } from 'drizzle-orm';
import { mailOutbox } from '#server/db/schema/mail';
import type { JsonResponse } from './v1-test-kit';
import { sessionClient } from './team-kit';
import type { TestApp } from './test-app';

/** Asks for a reset link as an anonymous client. */
export function askForReset(t: TestApp, email: unknown, headers: Record<string, string> = {}): Promise<JsonResponse> {
  return sessionClient(t, null).call('POST', '/portal/password-reset', { email }, headers);
}

/** Sets a new password with a link's token. */
export function completeReset(t: TestApp, token: unknown, password: unknown, headers: Record<string, string> = {}) {
  return sessionClient(t, null).call('POST', '/portal/password-reset/complete', { token, password }, headers);
}

/** The reset mails queued to an address, oldest first (move the test clock between requests), each with its link's token. */
export async function resetMailsTo(t: TestApp, to: string, kind = 'password_reset') {
  const mails = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.createdAt));
  return mails.map((mail) => ({ mail, token: /\/password-reset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] }));
}

/** The token of the newest reset mail to an address. */
export async function latestResetToken(t: TestApp, to: string): Promise<string> {
  const token = (await resetMailsTo(t, to)).at(-1)?.token;
  if (!token) throw new Error(`no reset mail to ${to}`);
  return token;
}
