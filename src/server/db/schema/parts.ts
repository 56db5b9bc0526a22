import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './timestamp-column';
import { accounts } from './accounts';
import { sites } from './sites';

// Parts, their service history, and the counter tables that give list totals.

export const parts = pgTable(
  'parts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    partType: text('part_type').notNull(),
    status: text('status').notNull(),
    wearLevel: integer('wear_level').notNull().default(0),
    sharpeningCount: integer('sharpening_count').notNull().default(0),
    internalLabel: text('internal_label').notNull(),
    serialNumber: text('serial_number').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    model: text('model').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastServicedAt: ts('last_serviced_at'),
    /** The part's own wear per day between services; null while its history is too short (wear-forecast.ts). */
    wearPerDay: doublePrecision('wear_per_day'),
    /** When wear is expected to reach the due level; kept current by every write that changes wear or history. */
    forecastDueAt: ts('forecast_due_at'),
    /** When wear_level was last measured: the forecast's starting point and the sandbox's usage clock. */
    wearMeasuredAt: ts('wear_measured_at').notNull().defaultNow(),
    /** Sandbox only: when a part in use gains its next wear point (wear-usage.ts). */
    wearNextAt: ts('wear_next_at'),
    /** The client's name for the import that registered the part (POST /v1/parts/batch); null otherwise. */
    importId: text('import_id'),
    /**
     * The site the part lives at. Never null: a part inserted without one gets the account's
     * oldest active site (a trigger of the sites migration); the API names it or defaults it itself.
     */
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id),
    /**
     * What `q` searches, lower-cased and stored: the four descriptive fields joined by a
     * newline, which a search term may not contain, so a match never spans two fields.
     * Stored so an index recheck compares one column instead of rebuilding the text per row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(internal_label || E'\\n' || serial_number || E'\\n' || manufacturer || E'\\n' || model)`),
    /**
     * The search text without its spaces and punctuation: what the search index holds. The trigram
     * index splits words at punctuation, so a term like `ke-4` found every word ending in "ke" and
     * every one starting with 4; here it is one run of letters and digits. Text containing the term
     * contains the term without its punctuation too, so the index finds every match, and the
     * search text decides (part-filter-conditions.ts).
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_replace(lower(internal_label || E'\\n' || serial_number || E'\\n' || manufacturer || E'\\n' || model), '[^[:alnum:]]', '', 'g')`,
      ),
    /**
     * The serial number as a search finds it however it is typed: lower-cased, its letters and
     * digits only ("NW 01171" and "nw01171" find "NW-01171"). The rule is `serialSearchKey` in the
     * contract; a search compares the term's key with it (part-filter-conditions.ts). It is a
     * piece of `search_key`, so that index finds every part this key matches.
     */
    serialSearchKey: text('serial_search_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(serial_number), '[^[:alnum:]]', '', 'g')`),
  },
  (t) => [
    index('parts_account_created_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    index('parts_account_status_created_idx').on(t.accountId, t.status, t.createdAt.desc(), t.id.desc()),
    index('parts_account_type_created_idx').on(t.accountId, t.partType, t.createdAt.desc(), t.id.desc()),
    index('parts_account_wear_idx').on(t.accountId, t.wearLevel.desc(), t.id.desc()),
    index('parts_account_forecast_idx').on(t.accountId, t.forecastDueAt.asc().nullsLast(), t.id.asc()),
    index('parts_account_serviced_idx').on(t.accountId, t.lastServicedAt.desc().nullsLast(), t.id.desc()),
    // Each list order again within a band of ten wear levels (100 alone in the last): a wear-bounded
    // page merges one short walk per band (part-wear-plan.ts).
    index('parts_account_band_created_idx').on(t.accountId, sql`(${t.wearLevel} / 10)`, t.createdAt.desc(), t.id.desc()),
    index('parts_account_band_forecast_idx').on(
      t.accountId,
      sql`(${t.wearLevel} / 10)`,
      t.forecastDueAt.asc().nullsLast(),
      t.id.asc(),
    ),
    index('parts_account_band_serviced_idx').on(
      t.accountId,
      sql`(${t.wearLevel} / 10)`,
      t.lastServicedAt.desc().nullsLast(),
      t.id.desc(),
    ),
    index('parts_wear_next_idx')
      .on(t.wearNextAt)
      .where(sql`${t.status} = 'with_customer'`),
    // One part per serial number in an account, compared trimmed (every write trims) and without
    // regard to case; retired parts and empty serials take no number (part-serials.ts).
    uniqueIndex('parts_account_serial_key')
      .on(t.accountId, sql`lower(${t.serialNumber})`)
      .where(sql`${t.status} <> 'retired' AND ${t.serialNumber} <> ''`),
    // The parts of one import, newest first: `GET /v1/parts?import_id=` walks it like the default list.
    index('parts_account_import_created_idx')
      .on(t.accountId, t.importId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.importId} IS NOT NULL`),
    // One site's parts, newest first: `GET /v1/parts?site_id=` walks it like the default list.
    index('parts_account_site_created_idx').on(t.accountId, t.siteId, t.createdAt.desc(), t.id.desc()),
    index('parts_search_key_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // The label and serial alone, the serial also as its search key: a search's total counts the
    // parts it finds there beyond those `part_maker_counts` already counted by manufacturer or
    // model (part-search-plan.ts).
    index('parts_label_serial_idx').using(
      'gin',
      sql`(lower(${t.internalLabel} || E'\\n' || ${t.serialNumber}) || E'\\n' || ${t.serialSearchKey}) gin_trgm_ops`,
    ),
    // A lookup's best matches, each a walk that stops after a page: serial numbers starting with
    // the term's key (the exact one first), labels starting with the term (part-lookup.ts). Compared
    // byte by byte (collation "C"), so LIKE 'term%' is a range of the index under any database locale.
    index('parts_account_serial_search_idx')
      .on(t.accountId, sql`(${t.serialSearchKey} collate "C")`, t.id)
      .where(sql`${t.serialSearchKey} <> ''`),
    index('parts_account_label_idx').on(t.accountId, sql`(lower(${t.internalLabel}) collate "C")`, t.id),
  ],
);

/**
 * How many parts each account has per (status, part_type), kept exact by
 * statement-level triggers on `parts` (migration 0002): the list `total` sums
 * at most a few dozen rows instead of counting 100k parts on every page.
 */
export const partCounts = pgTable(
  'part_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    partType: text('part_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.partType] })],
);

/** Rows per (account, status, part_type, wear_level), kept exact by triggers: the total of a wear-bounded list. */
export const partWearCounts = pgTable(
  'part_wear_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    partType: text('part_type').notNull(),
    wearLevel: integer('wear_level').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.status, t.partType, t.wearLevel] })],
);

/**
 * Rows per (account, status, part_type, manufacturer, model), kept exact by triggers: a search
 * matches few distinct makers and models, so the parts it finds by them are a sum of a few
 * counter rows instead of a count of thousands of parts.
 */
export const partMakerCounts = pgTable(
  'part_maker_counts',
  {
    accountId: text('account_id').notNull(),
    status: text('status').notNull(),
    partType: text('part_type').notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'part_maker_counts_pk', columns: [t.accountId, t.status, t.partType, t.manufacturer, t.model] })],
);

export const partHistory = pgTable(
  'part_history',
  {
    id: text('id').primaryKey(),
    partId: text('part_id')
      .notNull()
      .references(() => parts.id),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    orderId: text('order_id'),
    serviceType: text('service_type').notNull(),
    wearBefore: integer('wear_before').notNull(),
    wearAfter: integer('wear_after').notNull(),
    technicianNotes: text('technician_notes').notNull(),
    completedAt: ts('completed_at').notNull(),
    /** A move between sites (service_type "moved"): where from and where to; null for services. */
    fromSiteId: text('from_site_id'),
    toSiteId: text('to_site_id'),
    /** Who made a move, as the order timeline names them (made-by.ts); null for services. */
    madeByKind: text('made_by_kind'),
    madeByName: text('made_by_name'),
  },
  (t) => [index('part_history_part_idx').on(t.partId, t.completedAt), index('part_history_order_idx').on(t.orderId)],
);
