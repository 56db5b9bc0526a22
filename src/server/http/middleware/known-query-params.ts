import type { MiddlewareHandler } from 'hono';
import { ApiError } from '#server/api-error';
import type { AppEnv } from '#server/http/app-env';
import { OPERATIONS } from '#server/http/openapi-operations';
import { clip } from '#server/http/text-safety';

interface QueryRule {
  method: string;
  pattern: RegExp;
  allowed: ReadonlySet<string>;
}

/**
 * The documented operations are the allow-list: a query parameter the
 * operation's query schema does not name is a typo (`?part_typ=saw`) that would
 * otherwise silently return the whole list. Adding a parameter to the contract's
 * query schema allows it here and documents it in OpenAPI at once.
 */
const RULES: QueryRule[] = OPERATIONS.map((operation) => ({
  method: operation.method.toUpperCase(),
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
  allowed: new Set(Object.keys(operation.query?.shape ?? {})),
}));

function queryKeys(url: string): string[] {
  return [...new Set(new URL(url).searchParams.keys())];
}

export function refuseUnknownQueryParams(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const rule = RULES.find((candidate) => candidate.method === c.req.method && candidate.pattern.test(c.req.path));
    if (rule) {
      const unknown = queryKeys(c.req.url).filter((key) => !rule.allowed.has(key));
      if (unknown.length > 0) {
        const known = [...rule.allowed].join(', ') || 'none';
        throw new ApiError(
          'invalid_parameter',
          `Unknown query parameter "${clip(unknown[0]!)}"; this endpoint takes: ${known}.`,
          unknown.map((key) => ({
            field: clip(key),
            code: 'unknown_parameter',
            message: `Unknown query parameter "${clip(key)}"; allowed: ${known}.`,
          })),
        );
      }
    }
    await next();
  };
}
