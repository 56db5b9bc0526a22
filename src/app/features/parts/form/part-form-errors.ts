import type { ErrorDetail } from '#contract/errors';
import { PART_TEXT_MAX } from '#contract/parts';
import { ApiError } from '#app/lib/http/api-error';

/** Plain words for the documented field codes; any other code keeps the server's own message. */
const CODE_MESSAGES: Record<string, string> = {
  required: 'This field is required.',
  too_short: 'Enter at least one character (spaces alone don’t count).',
  too_long: `Use at most ${PART_TEXT_MAX} characters.`,
  invalid_value: 'Choose one of the listed values.',
};

/** A serial number the service refused because another part has it, in the portal's words (the form's and the import's). */
export function serialTakenMessage(detail: ErrorDetail): string | null {
  if (detail.code !== 'duplicate_serial' || !detail.existing_part) return null;
  return `Another part already has this serial number: “${detail.existing_part.internal_label}”. Each part needs its own; leave it empty if the part has none.`;
}

export function fieldMessage(detail: ErrorDetail): string {
  const taken = serialTakenMessage(detail);
  if (taken) return taken;
  return Object.hasOwn(CODE_MESSAGES, detail.code) ? (CODE_MESSAGES[detail.code] ?? detail.message) : detail.message;
}

/** Field → message from a 422's details; the first detail per field wins. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details) errors[detail.field] ??= fieldMessage(detail);
  return errors;
}

/** Errors the form cannot pin on one of its own fields (unknown fields, other codes, network). */
export function hasFormLevelError(error: unknown, fields: readonly string[]): boolean {
  if (!error) return false;
  const errors = fieldErrorsOf(error);
  const pinned = Object.keys(errors).filter((field) => fields.includes(field));
  return pinned.length === 0 || pinned.length < Object.keys(errors).length;
}

/** The part that already has the serial number a 422 refused, to link to. */
export function serialTakenBy(error: unknown): { id: string; internal_label: string } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  return error.details.find((detail) => detail.code === 'duplicate_serial' && detail.existing_part)?.existing_part ?? null;
}

/** The one check the form makes before sending: a label of spaces alone is refused by the server anyway. */
export function blankLabelErrors(values: { internal_label: string }): Record<string, string> | null {
  return values.internal_label.trim() === '' ? { internal_label: CODE_MESSAGES.too_short! } : null;
}
