import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts, users } from './accounts';

// Who may act for an account: members (a person, a role, a set of sites) and the invitations that make them.

export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** owner | admin | manager | accounts_payable | viewer (contract/members.ts). */
    role: text('role').notNull(),
    /** The sites this member may see and change; null for every site, present and future. */
    siteIds: jsonb('site_ids').$type<string[]>(),
    createdAt: ts('created_at').notNull(),
    lastSignedInAt: ts('last_signed_in_at'),
  },
  (t) => [
    uniqueIndex('members_account_user_key').on(t.accountId, t.userId),
    index('members_user_idx').on(t.userId),
    index('members_account_created_idx').on(t.accountId, t.createdAt, t.id),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    siteIds: jsonb('site_ids').$type<string[]>(),
    /** SHA-256 (hex) of the token the mail links to; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedByMemberId: text('invited_by_member_id'),
    invitedByName: text('invited_by_name').notNull().default(''),
    createdAt: ts('created_at').notNull(),
    lastSentAt: ts('last_sent_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedMemberId: text('accepted_member_id'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    // One pending invitation per address: a second one, however it races, fails here.
    uniqueIndex('invitations_pending_email_key')
      .on(t.accountId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('invitations_account_created_idx').on(t.accountId, t.createdAt),
  ],
);
