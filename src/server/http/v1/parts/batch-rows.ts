import * as z from 'zod/mini';
import type { ErrorDetail } from '#contract/errors';
import { partCreateSchema } from '#contract/parts';
import { importIdSchema, PART_BATCH_MAX } from '#contract/parts-batch';
import type { NewPart } from '#server/domain/parts/register-parts';
import { validationFailed } from '#server/api-error';
import { controlCharDetails, clip } from '#server/http/text-safety';
import { detailsFromIssues, problemsOf } from '#server/http/validation';

export const rowField = (index: number, field?: string) => `parts[${index}]${field ? `.${field}` : ''}`;

const envelopeSchema = z.strictObject({
  parts: z.array(z.unknown()).check(z.minLength(1)),
  dry_run: z.optional(z.boolean()),
  import_id: z.optional(importIdSchema),
});

export interface BatchEnvelope {
  rows: unknown[];
  dryRun: boolean;
  importId: string | undefined;
}

/** The batch around its rows: an object with 1 to 1,000 parts; anything else is refused before any row is read. */
export function parseEnvelope(raw: Record<string, unknown>): BatchEnvelope {
  const parsed = z.safeParse(envelopeSchema, raw, { reportInput: true });
  const details: ErrorDetail[] = [
    ...controlCharDetails({ ...raw, parts: [] }),
    ...(parsed.success ? [] : detailsFromIssues(parsed.error.issues)),
  ];
  const count = Array.isArray(raw.parts) ? raw.parts.length : 0;
  if (count > PART_BATCH_MAX) {
    const message = `A batch takes at most ${PART_BATCH_MAX.toLocaleString('en-US')} parts; this one has ${count.toLocaleString('en-US')}. Send the rest in another request.`;
    details.unshift({ field: 'parts', code: 'too_big', message });
  }
  if (details.length > 0 || !parsed.success) throw validationFailed(details);
  return { rows: parsed.data.parts, dryRun: parsed.data.dry_run ?? false, importId: parsed.data.import_id };
}

export type RowCheck = { index: number; ok: true; part: NewPart } | { index: number; ok: false; details: ErrorDetail[] };

/**
 * One row, with exactly the rules of POST /v1/parts, its details renamed to `parts[i].field`
 * (the message too) and carrying `row`. At most one detail per field, and a row's unknown fields
 * in one detail, so a batch's answer stays bounded by its rows.
 */
export function checkRow(raw: unknown, index: number): RowCheck {
  const parsed = problemsOf(partCreateSchema, raw);
  if (parsed.success) return { index, ok: true, part: parsed.data };
  const seen = new Set<string>();
  const unknown: string[] = [];
  const details: ErrorDetail[] = [];
  for (const detail of parsed.details) {
    if (detail.code === 'unknown_field') {
      unknown.push(detail.field);
      continue;
    }
    if (seen.has(detail.field)) continue;
    seen.add(detail.field);
    const field = detail.field === 'body' ? rowField(index) : rowField(index, detail.field);
    const message = detail.message.startsWith(detail.field) ? field + detail.message.slice(detail.field.length) : detail.message;
    details.push({ field, code: detail.code, message, row: index });
  }
  if (unknown.length > 0) {
    const named = unknown.slice(0, 5).map((name) => `"${clip(name, 40)}"`);
    const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : '';
    details.push({
      field: rowField(index),
      code: 'unknown_field',
      message: `${rowField(index)} has unknown field${unknown.length === 1 ? '' : 's'} ${named.join(', ')}${more}. A part takes part_type, internal_label, serial_number, manufacturer and model.`,
      row: index,
    });
  }
  return { index, ok: false, details };
}
