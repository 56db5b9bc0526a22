import * as z from 'zod/mini';
import { idSchema, recordEnvelope } from './base-schemas';
import { memberSitesSchema } from './member-sites';

// The signed-in session, apart from portal.ts: every cold load parses it, and nothing else there.

export const sessionSchema = z.object({
  user: z.object({ id: idSchema, email: z.string(), name: z.string(), role: z.optional(z.string()) }),
  /** The signed-in person's membership of the account (contract/members.ts); absent from older servers. */
  member: z.optional(z.object({ id: idSchema, role: z.string(), sites: memberSitesSchema })),
  account: z.object({ id: idSchema, name: z.string(), plan: z.string(), currency: z.string() }),
  csrf_token: z.string(),
  sandbox: z.boolean(),
  /** The session's scopes; a v1 server that omits them grants every scope to a session. */
  scopes: z.optional(z.array(z.string())),
  /**
   * The person's second factor, and whether the account requires one: required but not enabled, the
   * session can only set it up (every other request answers 403). Absent from older servers.
   */
  two_factor: z.optional(z.object({ enabled: z.boolean(), required: z.boolean() })),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionResponseSchema = recordEnvelope(sessionSchema);

/** POST /portal/session with two-factor on: no session yet, a code must follow (POST /portal/session/two-factor). */
export const twoFactorRequiredSchema = z.object({ two_factor_required: z.literal(true) });
