import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, ErrorDetail } from '#contract/errors';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { describeError } from '#server/logger';
import { clip } from '#server/http/text-safety';

/** An error body stays small whatever the request: 80,000 bad fields still answer 20 details and a count. */
export const MAX_DETAILS = 20;
const MESSAGE_MAX = 300;

/**
/**
 * Which problems an answer with more than MAX_DETAILS shows: the first problem
 * of each field the body was meant to have, then the rest in order, so a flood
 * of unknown fields or of bad list items cannot hide another field's problem.
 */
function chosenDetails(details: ErrorDetail[]): ErrorDetail[] {
  if (details.length <= MAX_DETAILS) return details;
  const chosen = new Set<number>();
  const fields = new Set<string>();
  details.forEach((detail, index) => {
    const field = detail.field.split('.')[0]!;
    if (detail.code === 'unknown_field' || fields.has(field)) return;
    fields.add(field);
    chosen.add(index);
  });
  for (let index = 0; chosen.size < MAX_DETAILS && index < details.length; index++) chosen.add(index);
  return details.filter((_, index) => chosen.has(index)).slice(0, MAX_DETAILS);
}

/**
 * The chosen MAX_DETAILS details, or all of them for a batch (whose rows bound them: at most one
 * detail per field of a row, and one for all of a row's unknown fields).
 */
function boundedDetails(details: ErrorDetail[], all: boolean): Pick<ErrorBody['error'], 'details' | 'details_total'> {
  const shown = (all ? details : chosenDetails(details)).map((detail) => ({
    field: clip(detail.field),
    code: detail.code,
    message: clip(detail.message, MESSAGE_MAX),
    ...(detail.nearest_window !== undefined && { nearest_window: detail.nearest_window }),
    ...(detail.row !== undefined && { row: detail.row }),
    ...(detail.existing_part !== undefined && {
      existing_part: {
        id: clip(detail.existing_part.id),
        internal_label: clip(detail.existing_part.internal_label, MESSAGE_MAX),
      },
    }),
    ...(detail.order !== undefined && { order: { id: clip(detail.order.id), order_number: clip(detail.order.order_number) } }),
  }));
  return shown.length < details.length ? { details: shown, details_total: details.length } : { details: shown };
}

/** The one error shape every endpoint answers with. */
export function errorResponse(c: Context, error: ApiError): Response {
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: clip(error.message, MESSAGE_MAX),
      status: error.status,
      ...(error.details ? boundedDetails(error.details, error.allDetails) : {}),
      ...(error.extra?.required_scope ? { required_scope: error.extra.required_scope } : {}),
      ...(error.extra?.limit ? { limit: error.extra.limit } : {}),
    },
  };
  return c.json(body, error.status as ContentfulStatusCode);
}

/** Errors Hono raises itself (e.g. a malformed request line), in our shape. */
function fromHttpException(error: HTTPException): ApiError {
  if (error.status === 413) return new ApiError('payload_too_large', 'The request body is too large.');
  if (error.status === 415) return new ApiError('unsupported_media_type', 'Request bodies must be application/json.');
  if (error.status >= 400 && error.status < 500) return new ApiError('invalid_parameter', 'The request is malformed.');
  return new ApiError('internal_error', 'Something went wrong on our side.');
}

/**
 * A 413 is answered before the body is read; the rest of it would have to be
 * drained, so the connection is closed instead and the client knows not to reuse it.
 */
function closingIfUnread(res: Response, error: ApiError): Response {
  if (error.code === 'payload_too_large') res.headers.set('Connection', 'close');
  return res;
}

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof ApiError) return closingIfUnread(errorResponse(c, error), error);
  if (error instanceof HTTPException) {
    const apiError = fromHttpException(error);
    return closingIfUnread(errorResponse(c, apiError), apiError);
  }
  const logger = c.get('deps').logger;
  if (logger) logger.error({ request_id: c.get('requestId'), err: describeError(error) }, 'unexpected error');
  else console.error('unexpected error', describeError(error));
  return errorResponse(c, new ApiError('internal_error', 'Something went wrong on our side. Please try again.'));
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  errorResponse(c, new ApiError('not_found', `No route for ${c.req.method} ${clip(c.req.path)}.`));
