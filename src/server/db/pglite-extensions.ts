import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Every PGlite the server opens loads these (migration 0006 creates pg_trgm for part search). */
export const PGLITE_EXTENSIONS = { pg_trgm };
