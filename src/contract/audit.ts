import * as z from 'zod/mini';
import { idSchema, listEnvelope, pageQueryShape, timestampSchema } from './common';

/** Every action the audit log records, named `resource.verb`. */
export const AUDIT_ACTIONS = [
  'session.signed_in',
  'session.sign_in_failed',
  'session.signed_out',
  'session.revoked',
  'password.reset',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_code_used',
  'two_factor.recovery_codes_regenerated',
  'two_factor.requirement_changed',
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
  'notification_preferences.updated',
  'billing_contact.added',
  'billing_contact.removed',
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

const ACTION_NAME = AUDIT_ACTIONS.map((action) => action.replace('.', '\\.')).join('|');
const ACTION_LIST = new RegExp(`^(${ACTION_NAME})(,(${ACTION_NAME}))*$`);
const FIRST_MOMENT = Date.parse('0001-01-01T00:00:00.000Z');
const LAST_MOMENT = Date.parse('9999-12-31T23:59:59.999Z');

/** An ISO 8601 timestamp with `Z` or an offset, as UTC with milliseconds, held within years 0001–9999 (what PostgreSQL stores). */
const momentSchema = z.pipe(
  z.iso.datetime({ offset: true }),
  z.transform((text) => new Date(Math.min(LAST_MOMENT, Math.max(FIRST_MOMENT, Date.parse(text)))).toISOString()),
);
const auditIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'must be an id: 1 to 64 letters, digits or underscores.'));

/** Extension: GET /v1/audit-events. `from` inclusive, `to` exclusive, on occurred_at. */
export const auditEventListQuerySchema = z.object({
  ...pageQueryShape,
  action: z.optional(
    z.string().check(z.regex(ACTION_LIST, `action must be one or more of ${AUDIT_ACTIONS.join(', ')}, separated by commas.`)),
  ),
  actor_id: z.optional(auditIdSchema),
  target_id: z.optional(auditIdSchema),
  from: z.optional(momentSchema),
  to: z.optional(momentSchema),
});

export const auditEventListResponseSchema = listEnvelope(auditEventSchema);

/** Entries are kept this long, then pruned (the database refuses to delete younger ones). */
export const AUDIT_RETENTION_DAYS = 365;
