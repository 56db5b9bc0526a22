import type { ErrorCode, ErrorDetail } from '#contract/errors';
import { ERROR_CODES } from '#contract/errors';

/**
 * Thrown anywhere in request handling; the error middleware turns it into the
 * documented `{error:{code,message,status,details?}}` body.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The answer lists every detail instead of the first 20 (a batch reports each of its rows). */
  allDetails = false;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly extra?: { required_scope?: string; limit?: string },
  ) {
    super(message);
    this.status = ERROR_CODES[code];
  }
}

export const notFound = (what: string) => new ApiError('not_found', `No ${what} with that id.`);

export const validationFailed = (details: ErrorDetail[]) =>
  new ApiError('validation_failed', 'The request has invalid fields; see details.', details);

/** A batch's 422: every problem of every row, each detail naming its row. */
export function batchValidationFailed(details: ErrorDetail[], rowsWithProblems: number): ApiError {
  const rows = `${rowsWithProblems} row${rowsWithProblems === 1 ? '' : 's'}`;
  const error = new ApiError('validation_failed', `Nothing was registered: ${rows} need attention; see details.`, details);
  error.allDetails = true;
  return error;
}
