import * as z from 'zod/mini';
import { errorDetailSchema } from './errors';
import { partCreateSchema, partListQuerySchema, partSchema } from './parts';

/**
 * Extension: a client-chosen name for the parts one import registers (POST /v1/parts/batch), over
 * as many batches as it takes; `GET /v1/parts?import_id=` lists exactly those parts.
 */
export const IMPORT_ID_MAX = 100;
export const importIdSchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^[A-Za-z0-9_.:-]{1,${IMPORT_ID_MAX}}$`),
      `import_id must be 1 to ${IMPORT_ID_MAX} letters, digits, or the characters _ . : - (a UUID fits).`,
    ),
  );

/**
 * GET /v1/parts with its import extensions: `import_id`, and `include` for list-item fields the spec
 * leaves out (a CSV export asks for manufacturer and model). Kept apart from the plain list query,
 * which the portal's first load carries.
 */
export const partListQueryWithImportsSchema = z.object({
  ...partListQuerySchema.shape,
  import_id: z.optional(importIdSchema),
  include: z.optional(
    z
      .string()
      .check(
        z.regex(/^(manufacturer|model)(,(manufacturer|model))?$/, 'include must be manufacturer, model, or manufacturer,model.'),
      ),
  ),
});

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
