import * as z from 'zod/mini';
import { errorDetailSchema } from './errors';
import { importIdSchema, partCreateSchema, partSchema } from './parts';

/** Parts one POST /v1/parts/batch registers at most. */
export const PART_BATCH_MAX = 1000;

export const partBatchSchema = z.strictObject({
  parts: z.array(partCreateSchema).check(z.minLength(1), z.maxLength(PART_BATCH_MAX)),
  /** Check every row (serial numbers against the account's parts too) and write nothing. */
  dry_run: z.optional(z.boolean()),
  import_id: z.optional(importIdSchema),
});

/** A row as it would be stored: trimmed, the optional fields filled with empty strings. */
export const partDraftSchema = z.object({
  row: z.int(),
  part_type: z.string(),
  internal_label: z.string(),
  serial_number: z.string(),
  manufacturer: z.string(),
  model: z.string(),
});
export type PartDraft = z.infer<typeof partDraftSchema>;

/** 201: the registered parts, in the order given. */
export const partBatchCreatedSchema = z.object({
  data: z.array(partSchema),
  meta: z.object({ created: z.int(), import_id: z.nullable(z.string()) }),
});

/** 200 to a dry run: what would be registered and every problem; nothing is written. */
export const partBatchDryRunSchema = z.object({
  data: z.object({
    dry_run: z.literal(true),
    /** Rows in the batch. */
    rows: z.int(),
    /** Rows without a problem, as they would be stored. */
    ready: z.array(partDraftSchema),
    /** Every problem of every row (no cap), each naming its row. */
    problems: z.array(errorDetailSchema),
  }),
});

/**
 * How serial numbers compare when the service looks for duplicates: trimmed and without regard
 * to case, so "VE-564425" and " ve-564425" are the same number. Empty serials are never duplicates.
 * (The service compares with the database's lower(); this is the same rule for the portal's hints.)
 */
export function serialKey(serial: string): string {
  return serial.trim().toLowerCase();
}
