import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClosedDate, ReceivingHours } from '#contract/site-hours';
import { ts } from './timestamp-column';
import { accounts } from './accounts';

export interface SiteAddress {
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
}

// The account's sites (kitchens): every part has one as its home (parts.site_id).

export const sites = pgTable(
  'sites',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    address: jsonb('address').$type<SiteAddress>().notNull(),
    timeZone: text('time_zone').notNull(),
    receivingHours: jsonb('receiving_hours').$type<ReceivingHours>().notNull(),
    closedDates: jsonb('closed_dates').$type<ClosedDate[]>().notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    accessNotes: text('access_notes').notNull().default(''),
    status: text('status').notNull().default('active'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('sites_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    // One name per account however it is capitalised, archived sites included: a concurrent
    // duplicate fails here and is answered as the same 422 (site-commands.ts).
    uniqueIndex('sites_account_name_key').on(t.accountId, sql`lower(${t.name})`),
  ],
);

/**
 * Parts per (account, site, status, part_type), kept exact by statement-level triggers on `parts`
 * (the sites migration), as part_counts is: a site's part_count and the total of
 * `GET /v1/parts?site_id=` sum a few rows instead of counting the site's parts.
 */
export const sitePartCounts = pgTable(
  'site_part_counts',
  {
    accountId: text('account_id').notNull(),
    siteId: text('site_id').notNull(),
    status: text('status').notNull(),
    partType: text('part_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'site_part_counts_pk', columns: [t.accountId, t.siteId, t.status, t.partType] })],
);
