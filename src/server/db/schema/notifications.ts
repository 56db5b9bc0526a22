import { index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CategoryModes } from '#contract/notifications';
import { ts } from './timestamp-column';
import { accounts, users } from './accounts';
import { members } from './team';

// Notifications: what each member chose, the account's billing contacts, the events waiting to be
// made into mail, the items waiting for a member's daily digest, and the devices people sign in from.

/** A member's choices; no row means their role's defaults (contract/notifications.ts). */
export const notificationPreferences = pgTable('notification_preferences', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  categories: jsonb('categories').$type<CategoryModes>().notNull(),
  /** The sites to hear about; null for every site the member may see. */
  siteIds: jsonb('site_ids').$type<string[]>(),
  digestTimeZone: text('digest_time_zone').notNull(),
  /** The categories turned off from a mail's unsubscribe link, newest first (at most one per category). */
  turnedOffByLink: jsonb('turned_off_by_link').$type<{ category: string; at: string }[]>().notNull().default([]),
  updatedAt: ts('updated_at').notNull(),
});

/** Someone outside the team who gets the account's invoices (issued and overdue). */
export const billingContacts = pgTable(
  'billing_contacts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Invoices turned off from a mail's unsubscribe link: kept, so the owner sees why none arrive. */
    unsubscribedAt: ts('unsubscribed_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('billing_contacts_account_email_key').on(t.accountId, t.email),
    index('billing_contacts_account_created_idx').on(t.accountId, t.createdAt, t.id),
  ],
);

/**
 * One row per event that may make mail, written in the event's own transaction (event-transaction.ts);
 * the notification worker turns it into outbox rows and deletes it in one transaction, so a restart
 * neither skips nor repeats an event.
 */
export const notificationQueue = pgTable(
  'notification_queue',
  {
    eventId: text('event_id').primaryKey(),
    accountId: text('account_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('notification_queue_created_idx').on(t.createdAt, t.eventId)],
);

/** What waits for a member's next daily digest: one line each, made when its event was read. */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    accountId: text('account_id').notNull(),
    category: text('category').notNull(),
    /** The line as the digest shows it, and where it links. */
    line: jsonb('line').$type<{ text: string; url: string; siteName: string | null }>().notNull(),
    occurredAt: ts('occurred_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.eventId] }),
    index('notification_digest_items_member_idx').on(t.memberId, t.occurredAt),
  ],
);

/** The devices (User-Agent) a person has signed in from: a sign-in from another one is mailed. */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 (hex) of the User-Agent. */
    deviceKey: text('device_key').notNull(),
    firstSeenAt: ts('first_seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceKey] })],
);
