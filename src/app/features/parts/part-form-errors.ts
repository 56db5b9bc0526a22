import { ApiError } from '../../lib/api-error';

/** Field → message from a 422's details; the first detail per field wins. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const errors: Record<string, string> = {};
  for (const detail of error.details) errors[detail.field] ??= detail.message;
  return errors;
}

/** Errors the form cannot pin on one of its own fields (unknown fields, other codes, network). */
export function hasFormLevelError(error: unknown, fields: readonly string[]): boolean {
  if (!error) return false;
  const errors = fieldErrorsOf(error);
  const pinned = Object.keys(errors).filter((field) => fields.includes(field));
  return pinned.length === 0 || pinned.length < Object.keys(errors).length;
}

/** Moves focus to the first field (in form order) the server refused. */
export function focusFirstInvalid(form: HTMLFormElement | null, fields: readonly string[], errors: Record<string, string>): void {
  const first = fields.find((field) => errors[field] !== undefined);
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
