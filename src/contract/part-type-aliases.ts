import * as z from 'zod/mini';
import { idSchema, recordEnvelope, timestampSchema } from './common';
import { PART_TYPES } from './parts';
import { hasControlChars } from './text-rules';

/**
 * Extension: the part type an account chose for a spreadsheet's type cell ("Chef knife") that
 * matches no type by itself, remembered for the account's next import.
 */
export const PART_TYPE_ALIAS_LIMITS = {
  perAccount: 500,
  valueMax: 100,
} as const;

/**
 * What makes two values the same alias: trimmed, each run of whitespace one space, lower-cased
 * ("  Chef   Knife " and "chef knife"). A client matching cells against the aliases uses the same key.
 */
export function partTypeAliasKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

export const partTypeAliasSaveSchema = z.strictObject({
  value: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(PART_TYPE_ALIAS_LIMITS.valueMax),
    z.refine((value) => !hasControlChars(value), { message: 'value must not contain control characters.' }),
  ),
  part_type: z.enum(PART_TYPES),
});

// part_type stays a plain string in answers, as on parts: a type this client does not know still parses.
export const partTypeAliasSchema = z.object({
  id: idSchema,
  /** As the user wrote it, trimmed; the latest spelling saved. */
  value: z.string(),
  part_type: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type PartTypeAlias = z.infer<typeof partTypeAliasSchema>;

/** Every alias of the account (at most 500), in the order of their keys: no pages, no meta. */
export const partTypeAliasListResponseSchema = z.object({ data: z.array(partTypeAliasSchema) });
export const partTypeAliasResponseSchema = recordEnvelope(partTypeAliasSchema);
