import * as z from 'zod/mini';
import { idSchema, timestampSchema } from './common';

/** Every action the audit log records, named `resource.verb`. */
export const AUDIT_ACTIONS = [
  'session.signed_in',
  'session.sign_in_failed',
  'session.signed_out',
  'password.reset',
  'two_factor.enabled',
  'two_factor.disabled',
  'member.invited',
  'member.joined',
  'member.updated',
  'member.removed',
  'ownership.transferred',
  'invitation.resent',
  'invitation.revoked',
  'api_key.created',
  'api_key.rolled',
  'api_key.revoked',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.deleted',
  'webhook_endpoint.secret_rolled',
  'site.created',
  'site.archived',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEventSchema = z.object({
  id: idSchema,
  action: z.string(),
  occurred_at: timestampSchema,
  actor: z.object({ type: z.enum(['member', 'api_key', 'system']), id: z.nullable(z.string()), name: z.string() }),
  target: z.object({ type: z.string(), id: z.nullable(z.string()), name: z.string() }),
  context: z.object({ ip: z.nullable(z.string()), user_agent: z.nullable(z.string()) }),
  changes: z.nullable(z.object({ before: z.unknown(), after: z.unknown() })),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
