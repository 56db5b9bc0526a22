import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-error';
import { addDays, meansUnsupported } from './pickup-windows-query';

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });

describe('pickup windows capability', () => {
  it('reads 404 and 400 on the endpoint as a server without pickup windows', () => {
    expect(meansUnsupported(apiError(404, 'not_found'))).toBe(true);
    expect(meansUnsupported(apiError(400, 'invalid_parameter'))).toBe(true);
  });

  it('treats failures that say nothing about support as errors to show and retry', () => {
    expect(meansUnsupported(apiError(500, 'internal_error'))).toBe(false);
    expect(meansUnsupported(apiError(403, 'insufficient_scope'))).toBe(false);
    expect(meansUnsupported(new NetworkError(new Error('down')))).toBe(false);
  });

  it('pages calendar days without zone shifts', () => {
    expect(addDays('2026-11-24', 14)).toBe('2026-12-08');
    expect(addDays('2026-12-25', 13)).toBe('2027-01-07');
    expect(addDays('2026-03-01', 7)).toBe('2026-03-08');
  });
});
