import { PART_BATCH_MAX } from '#contract/parts-batch';

/** The largest file the importer reads: 10,000 rows of ordinary parts fit in a tenth of it. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Rows one import takes: ten batches of the service's 1,000. */
export const MAX_IMPORT_ROWS = 10 * PART_BATCH_MAX;
export const IMPORT_BATCH_SIZE = PART_BATCH_MAX;
