import type { Hono } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The methods the app routes for a path (middleware excluded). Built on first
 * use, once every route is mounted.
 */
export function allowedMethodsOf(app: Hono<AppEnv>): (path: string) => string[] {
  let router: PatternRouter<string> | undefined;
  return (path) => {
    if (!router) {
      router = new PatternRouter<string>();
      for (const route of app.routes) if (route.method !== 'ALL') router.add(route.method, route.path, route.method);
    }
    const found = router;
    return METHODS.filter((method) => found.match(method, path)[0].length > 0);
  };
}

export function methodNotAllowed(method: string, allowed: readonly string[]): ApiError {
  return new ApiError('method_not_allowed', `${method} is not allowed here; use ${allowed.join(', ')}.`);
}
