import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { orderBy, type PartOrder } from './part-list-order';
import type { PartListRow } from './part-mappers';

/**
 * A list page is read as one JSON text, not as rows of columns. PGlite's protocol reader copies
 * every field of every row into a buffer of its own, and the database thread then clones each row
 * object to the server's thread: a 101-row page of 17 columns cost about 2 ms more than the same
 * page as one text (docs/benchmarks.md). Only the list item's columns are read; every sort key
 * is among them. Times travel as epoch milliseconds (the columns keep milliseconds), so no
 * time zone or date format enters the decoding.
 */
const epochMs = (column: string) => `(extract(epoch from ${column}) * 1000)::bigint`;
const FIELDS = sql.raw(
  [
    'id',
    'part_type',
    'status',
    'wear_level',
    'sharpening_count',
    'internal_label',
    'serial_number',
    epochMs('created_at'),
    epochMs('last_serviced_at'),
    epochMs('forecast_due_at'),
    'manufacturer',
    'model',
    'site_id',
  ].join(', '),
);

/** FIELDS, in their order. */
type EncodedRow = [
  string,
  string,
  string,
  number,
  number,
  string,
  string,
  number,
  number | null,
  number | null,
  string,
  string,
  string,
];

/** The page's rows, in the given order of its output columns, as one JSON array (null when the page is empty). */
const aggregate = (ordering: SQL[]): SQL<string | null> =>
  sql`json_agg(json_build_array(${FIELDS}) order by ${sql.join(ordering, sql`, `)})::text`;

/** As a scalar subquery over `rows` (any select of parts rows, ordered and limited to a page). */
export const listRowsJson = (rows: SQLWrapper, order: PartOrder): SQL<string | null> =>
  sql`(select ${aggregate(orderBy(order, true))} from (${rows}) as page)`;

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

export function decodeListRows(json: string | null): PartListRow[] {
  if (json === null) return [];
  return (JSON.parse(json) as EncodedRow[]).map((row) => ({
    id: row[0],
    partType: row[1],
    status: row[2],
    wearLevel: row[3],
    sharpeningCount: row[4],
    internalLabel: row[5],
    serialNumber: row[6],
    createdAt: new Date(row[7]),
    lastServicedAt: date(row[8]),
    forecastDueAt: date(row[9]),
    manufacturer: row[10],
    model: row[11],
    siteId: row[12],
  }));
}

/** Reads `rows` (a page's select, ordered and limited) as list rows. */
export function readListRows(db: DbOrTx, rows: SQLWrapper, order: PartOrder): Promise<PartListRow[]> {
  return readListRowsBy(db, rows, orderBy(order, true));
}

/** Reads `rows` as list rows in an order of their output columns of its own (a lookup's ranks). */
export async function readListRowsBy(db: DbOrTx, rows: SQLWrapper, ordering: SQL[]): Promise<PartListRow[]> {
  const [result] = await db.select({ json: aggregate(ordering) }).from(sql`(${rows}) as page`);
  return decodeListRows(result?.json ?? null);
}
