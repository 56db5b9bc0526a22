import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts, users } from './accounts';

// What signing in needs besides a password: recovery codes, the step between password and code, password resets.

/** Ten single-use codes for a person with two-factor sign-in, made when it is turned on. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 (hex) of the normalised code; the code itself is shown once and never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * A password that was right, waiting for its second factor: the browser holds the token in an
 * HttpOnly cookie for five minutes; it becomes a session only with a code.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    memberId: text('member_id').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
);

/** A link to set a new password: hashed at rest, used once, valid an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
