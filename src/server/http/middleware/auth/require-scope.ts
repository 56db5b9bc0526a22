import type { MiddlewareHandler } from 'hono';
import type { Scope } from '#contract/scopes';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { runIdempotent } from '#server/http/middleware/idempotency/idempotency';

/**
 * 403 insufficient_scope naming the scope, when the caller's key lacks it.
 * Idempotency runs only after this check: a caller without the scope must get
 * 403, never another caller's saved response.
 */
export function requireScope(scope: Scope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('caller').scopes.includes(scope)) {
      throw new ApiError('insufficient_scope', `This API key lacks the ${scope} scope.`, undefined, {
        required_scope: scope,
      });
    }
    return runIdempotent(c, next);
  };
}
