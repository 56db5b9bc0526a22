import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ScheduleParts, WindowPreference } from '#contract/pickup-schedules';
import { ts } from './timestamp-column';
import { accounts } from './accounts';
import { sites } from './sites';

// Recurring pickups per site (an extension of v1): the rule, the skips a person asked for, and what
// each occurrence came to.

export const pickupSchedules = pgTable(
  'pickup_schedules',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id),
    /** The RRULE in its one written form (contract/pickup-schedule-rule.ts). */
    rule: text('rule').notNull(),
    /** The local date INTERVAL counts from (the site's date when the schedule was made). */
    anchorDate: date('anchor_date', { mode: 'string' }).notNull(),
    windowPreference: jsonb('window_preference').$type<WindowPreference>().notNull(),
    leadDays: integer('lead_days').notNull(),
    parts: jsonb('parts').$type<ScheduleParts>().notNull(),
    instructions: text('instructions').notNull().default(''),
    /** active | paused. */
    status: text('status').notNull(),
    /** A paused schedule becomes active again on this local date by itself; null: until resumed. */
    resumeOn: date('resume_on', { mode: 'string' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    createdByMemberId: text('created_by_member_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [
    index('pickup_schedules_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('pickup_schedules_site_idx').on(t.accountId, t.siteId),
    // What the placing worker walks: schedules that may place, or resume.
    index('pickup_schedules_active_idx')
      .on(t.status)
      .where(sql`${t.status} = 'active' or ${t.resumeOn} is not null`),
  ],
);

/** An occurrence a person skipped (`/skip { date }`); unskipping deletes the row. */
export const pickupScheduleSkips = pgTable(
  'pickup_schedule_skips',
  {
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => pickupSchedules.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.occurrenceDate] })],
);

/**
 * What an occurrence came to, once decided: `placed` (with its order) or `nothing_due`. The key is
 * the schedule and the rule's date, so an occurrence is decided once, however often it is tried.
 */
export const pickupScheduleOccurrences = pgTable(
  'pickup_schedule_occurrences',
  {
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => pickupSchedules.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    /** The day the pickup is on (a closed day moves it forward). */
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    orderId: text('order_id'),
    decidedAt: ts('decided_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.occurrenceDate] })],
);
