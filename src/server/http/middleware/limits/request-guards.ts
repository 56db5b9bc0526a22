import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { hasControlChars } from '#server/http/text-safety';

export const MAX_BODY_BYTES = 1024 * 1024;
const METHODS_WITH_JSON_BODY = new Set(['POST', 'PATCH', 'PUT']);

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * Refuses non-JSON bodies before any handler reads them. A POST without a body
 * (e.g. the sandbox advance) needs no Content-Type; the body is read (it is
 * size-limited already, and Hono caches it for the handler) to tell.
 */
function requireJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (METHODS_WITH_JSON_BODY.has(c.req.method) && !isJson(c.req.header('Content-Type')) && c.req.raw.body !== null) {
      if ((await c.req.text()).length > 0) {
        throw new ApiError('unsupported_media_type', 'Request bodies must be sent as Content-Type: application/json.');
      }
    }
    await next();
  };
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** No id holds a control character, so a path with one names nothing: 404 before any lookup. */
function refuseControlCharsInPath(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (hasControlChars(decoded(c.req.path))) throw new ApiError('not_found', 'No resource at this path.');
    await next();
  };
}

/** Path, body size and media type checks shared by every API mount. */
export function requestGuards(): MiddlewareHandler<AppEnv>[] {
  return [
    refuseControlCharsInPath(),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError('payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
      },
    }),
    requireJsonBody(),
  ];
}
