import type { ErrorCode, ErrorDetail } from '#contract/errors';
import { ERROR_CODES } from '#contract/errors';

/**
 * Thrown anywhere in request handling; the error middleware turns it into the
 * documented `{error:{code,message,status,details?}}` body.
 */
export class ApiError extends Error {
  readonly status: number;
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
