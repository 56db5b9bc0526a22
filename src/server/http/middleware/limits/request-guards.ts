import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { hasControlChars } from '#server/http/text-safety';

export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * POST /v1/parts/batch takes up to 1,000 parts of four 200-character text fields and a type: about
 * 0.9 MB as ASCII, up to 2.5 MB as UTF-8 (three bytes a character for most scripts, plus the JSON
 * around it), which the 1 MB of every other body would refuse.
 */
export const MAX_BATCH_BODY_BYTES = 4 * 1024 * 1024;
const BATCH_PATHS = new Set(['/v1/parts/batch', '/v1/parts/batch/']);
const METHODS_WITH_JSON_BODY = new Set(['POST', 'PATCH', 'PUT']);

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]?.trim().toLowerCase();

function isJson(contentType: string | undefined): boolean {
  return mediaTypeOf(contentType) === 'application/json';
}

/**
 * RFC 8058: a mail provider's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form
 * (either encoding). The handler reads no body; the signed token in the path is all it needs.
 */
const ONE_CLICK_PATH = /^\/portal\/unsubscribe\/[^/]+$/;
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

function isOneClickForm(method: string, path: string, contentType: string | undefined): boolean {
  return method === 'POST' && ONE_CLICK_PATH.test(path) && FORM_TYPES.has(mediaTypeOf(contentType) ?? '');
}

/**
 * Refuses non-JSON bodies before any handler reads them. A POST without a body
 * (e.g. the sandbox advance) needs no Content-Type; the body is read (it is
 * size-limited already, and Hono caches it for the handler) to tell.
 */
function requireJsonBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const contentType = c.req.header('Content-Type');
    if (isOneClickForm(c.req.method, c.req.path, contentType)) return next();
    if (METHODS_WITH_JSON_BODY.has(c.req.method) && !isJson(contentType) && c.req.raw.body !== null) {
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

const limitOf = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError('payload_too_large', `The request body is larger than ${maxSize} bytes.`);
    },
  });

/** 1 MB for every body, 4 MB for a batch of parts. */
function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  const usual = limitOf(MAX_BODY_BYTES);
  const batch = limitOf(MAX_BATCH_BODY_BYTES);
  return (c, next) => (c.req.method === 'POST' && BATCH_PATHS.has(c.req.path) ? batch : usual)(c, next);
}

/** Path, body size and media type checks shared by every API mount. */
export function requestGuards(): MiddlewareHandler<AppEnv>[] {
  return [refuseControlCharsInPath(), bodySizeLimit(), requireJsonBody()];
}
