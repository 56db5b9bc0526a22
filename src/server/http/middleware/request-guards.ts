import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../api-error';
import type { AppEnv } from '../app-env';

export const MAX_BODY_BYTES = 1024 * 1024;
const METHODS_WITH_JSON_BODY = new Set(['POST', 'PATCH', 'PUT']);

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function hasBody(request: Request): boolean {
  if (request.body === null) return false;
  const length = request.headers.get('Content-Length');
  return length === null || Number(length) > 0;
}

/** Refuses non-JSON bodies before any handler reads them. */
function requireJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (METHODS_WITH_JSON_BODY.has(c.req.method) && hasBody(c.req.raw) && !isJson(c.req.header('Content-Type'))) {
      throw new ApiError('unsupported_media_type', 'Request bodies must be sent as Content-Type: application/json.');
    }
    await next();
  };
}

/** Body size and media type checks shared by every API mount. */
export function requestGuards(): MiddlewareHandler<AppEnv>[] {
  return [
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError('payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
      },
    }),
    requireJsonBody(),
  ];
}
