import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#app/lib/http/api-error';
import { blankLabelErrors, fieldErrorsOf, hasFormLevelError, serialTakenBy } from './part-form-errors';

const FIELDS = ['part_type', 'internal_label'];
const invalid = (details: { field: string; code: string; message: string }[]) =>
  new ApiError({ status: 422, code: 'validation_failed', message: 'Invalid.', details });

describe('part form errors', () => {
  it('puts plain words on the fields, first detail per field, server text for unknown codes', () => {
    const error = invalid([
      { field: 'part_type', code: 'required', message: 'part_type is required.' },
      { field: 'internal_label', code: 'too_long', message: 'x' },
      { field: 'internal_label', code: 'too_short', message: 'y' },
      { field: 'model', code: 'shiny_new_code', message: 'Model is odd.' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      part_type: 'This field is required.',
      internal_label: 'Use at most 200 characters.',
      model: 'Model is odd.',
    });
  });

  it('has no field errors for anything but a 422', () => {
    expect(fieldErrorsOf(new ApiError({ status: 500, code: 'internal_error', message: 'Boom.' }))).toEqual({});
    expect(fieldErrorsOf(new NetworkError(new Error('offline')))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });

  it('shows a form-level message when an error can’t be pinned on the form’s fields', () => {
    expect(hasFormLevelError(null, FIELDS)).toBe(false);
    expect(hasFormLevelError(invalid([{ field: 'part_type', code: 'required', message: '' }]), FIELDS)).toBe(false);
    expect(hasFormLevelError(invalid([{ field: 'status', code: 'unknown_field', message: '' }]), FIELDS)).toBe(true);
    expect(hasFormLevelError(new NetworkError(new Error('offline')), FIELDS)).toBe(true);
  });

  it('refuses a blank label before sending, in the same words the server’s refusal gets', () => {
    const spaces = blankLabelErrors({ internal_label: '   ' });
    expect(spaces).toEqual({
      internal_label: fieldErrorsOf(invalid([{ field: 'internal_label', code: 'too_short', message: '' }])).internal_label,
    });
    expect(blankLabelErrors({ internal_label: '' })).toEqual(spaces);
    expect(blankLabelErrors({ internal_label: ' Line 2 ' })).toBeNull();
  });
});

describe('a serial number another part has', () => {
  const taken = new ApiError({
    status: 422,
    code: 'validation_failed',
    message: 'x',
    details: [
      {
        field: 'serial_number',
        code: 'duplicate_serial',
        message: 'Serial number "VE-1" is already registered to "Line 1 knife" (part_1).',
        existing_part: { id: 'part_1', internal_label: 'Line 1 knife' },
      },
    ],
  });

  it('names that part on the field, and gives it to link to', () => {
    expect(fieldErrorsOf(taken).serial_number).toBe(
      'Another part already has this serial number: “Line 1 knife”. Each part needs its own; leave it empty if the part has none.',
    );
    expect(serialTakenBy(taken)).toEqual({ id: 'part_1', internal_label: 'Line 1 knife' });
    expect(serialTakenBy(new ApiError({ status: 422, code: 'validation_failed', message: 'x' }))).toBeNull();
    expect(serialTakenBy(null)).toBeNull();
  });
});
