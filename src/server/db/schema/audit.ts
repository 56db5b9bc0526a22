import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts } from './accounts';

// The audit log: every access and security change, written in the transaction that made it.
// A trigger (the team migration) refuses UPDATE, and DELETE except of entries past the retention.

export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** `resource.verb`, e.g. `member.invited` (contract/audit.ts). */
    action: text('action').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    /** member | api_key | system */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    /** The actor's name as it was then. */
    actorName: text('actor_name').notNull().default(''),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetName: text('target_name').notNull().default(''),
    ip: text('ip'),
    userAgent: text('user_agent'),
    changes: jsonb('changes').$type<{ before: unknown; after: unknown }>(),
  },
  (t) => [
    index('audit_events_account_occurred_idx').on(t.accountId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_account_action_idx').on(t.accountId, t.action, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_account_actor_idx').on(t.accountId, t.actorId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_account_target_idx').on(t.accountId, t.targetId, t.occurredAt.desc(), t.id.desc()),
  ],
);
