import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { allTables } from './all-tables';

/**
 * The one query layer over either engine. PGlite and node-postgres drizzle
 * instances share this base type, so domain code never knows which it has.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof allTables>;

/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
