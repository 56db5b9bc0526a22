import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';

// Accounts, the people who sign in, portal sessions and API keys.

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  plan: text('plan').notNull(),
  currency: text('currency').notNull().default('USD'),
  nextOrderSeq: integer('next_order_seq').notNull().default(1),
  nextInvoiceSeq: integer('next_invoice_seq').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** People who sign in; what they may do in an account is their membership (schema/team.ts). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  /** SHA-256 of the cookie value; the cookie itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id),
  csrfToken: text('csrf_token').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    /** SHA-256 (hex) of the secret. */
    secretHash: text('secret_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    /** Set when the key was rolled: a key is replaced once, however many rolls race. */
    rolledAt: ts('rolled_at'),
    /** The member who created it and their name then; null for keys made before members, or by the sandbox. */
    createdByMemberId: text('created_by_member_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [index('api_keys_account_idx').on(t.accountId, t.createdAt)],
);
