import * as z from 'zod/mini';
import { idSchema, recordEnvelope, timestampSchema } from './common';

/** A message the sandbox's mail catcher received (GET /portal/sandbox-mail). */
export const caughtMailSummarySchema = z.object({
  id: idSchema,
  /** The outbox message it was sent for; null for mail from elsewhere. */
  outbox_id: z.nullable(z.string()),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  received_at: timestampSchema,
});
export type CaughtMailSummary = z.infer<typeof caughtMailSummarySchema>;

/** One caught message with its parts (GET /portal/sandbox-mail/:id). */
export const caughtMailSchema = z.object({
  ...caughtMailSummarySchema.shape,
  html: z.string(),
  text: z.string(),
  message_id: z.nullable(z.string()),
  /** Every http(s) link in the message (its HTML's hrefs, then its text's URLs), each once. */
  links: z.array(z.string()),
  /** The List-Unsubscribe header as sent (`<https://…>, <mailto:…>`), or null when it had none. */
  list_unsubscribe: z.optional(z.nullable(z.string())),
  /** List-Unsubscribe-Post (RFC 8058: `List-Unsubscribe=One-Click`), or null when it had none. */
  list_unsubscribe_post: z.optional(z.nullable(z.string())),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;

export const caughtMailListResponseSchema = z.object({ data: z.array(caughtMailSummarySchema) });
export const caughtMailResponseSchema = recordEnvelope(caughtMailSchema);

/** GET /portal/sandbox-mail?limit= : the newest this many (default 50). */
export const CAUGHT_MAIL_LIMIT_DEFAULT = 50;
export const CAUGHT_MAIL_LIMIT_MAX = 100;
