import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';

// Accounts, the people who sign in, portal sessions and API keys.

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  plan: text('plan').notNull(),
  currency: text('currency').notNull().default('USD'),
  nextOrderSeq: integer('next_order_seq').notNull().default(1),
  nextInvoiceSeq: integer('next_invoice_seq').notNull().default(1),
  /** Set by an owner: every member signs in with a second factor (those without one set it up first). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** People who sign in; what they may do in an account is their membership (schema/team.ts). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The TOTP secret, sealed (AES-GCM); set once two-factor sign-in is on. */
  totpSecretSealed: text('totp_secret_sealed'),
  /** A secret being set up: it replaces nothing until a code made from it is entered. */
  totpPendingSecretSealed: text('totp_pending_secret_sealed'),
  twoFactorEnabledAt: ts('two_factor_enabled_at'),
  /** The 30-second step of the last code accepted: a code works once, even within its window. */
  totpLastStep: integer('totp_last_step'),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value; the cookie itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    /** The public name of the session (`sess_…`), for the person's list of their sessions. */
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** Where it was signed in from, and when it was last used (updated at most once a minute). */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    lastSeenAt: ts('last_seen_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

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
