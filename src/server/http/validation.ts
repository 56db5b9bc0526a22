import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { ErrorDetail } from '../../contract/errors';
import { ApiError, validationFailed } from './api-error';

type Issue = z.core.$ZodIssue;

function fieldOf(path: PropertyKey[]): string {
  return path.map(String).join('.') || 'body';
}

/** zod issues → the documented `details` entries, one per field problem. */
export function detailsFromIssues(issues: readonly Issue[]): ErrorDetail[] {
  return issues.flatMap((issue): ErrorDetail[] => {
    const field = fieldOf(issue.path);
    if (issue.code !== 'unrecognized_keys' && issue.input === undefined && issue.path.length > 0) {
      return [{ field, code: 'required', message: `${field} is required.` }];
    }
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({
          field: fieldOf([...issue.path, key]),
          code: 'unknown_field',
          message: `Unknown field "${key}".`,
        }));
      case 'invalid_type':
        return [{ field, code: 'invalid_type', message: `${field} must be ${issue.expected}.` }];
      case 'invalid_value':
        return [
          {
            field,
            code: 'invalid_value',
            message: `${field} must be one of: ${issue.values.map(String).join(', ')}.`,
          },
        ];
      case 'too_small':
        return [
          issue.origin === 'string' && issue.minimum === 1
            ? { field, code: 'required', message: `${field} must not be empty.` }
            : { field, code: issue.origin === 'string' ? 'too_short' : 'too_small', message: `${field}: ${issue.message}` },
        ];
      case 'too_big':
        return [{ field, code: issue.origin === 'string' ? 'too_long' : 'too_big', message: `${field}: ${issue.message}` }];
      default:
        return [{ field, code: 'invalid_value', message: `${field}: ${issue.message}` }];
    }
  });
}

/**
 * The JSON body parsed against a contract schema. Malformed JSON, a body that
 * is not an object, or invalid fields each get their documented error.
 */
export async function parseBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError('invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw validationFailed([{ field: 'body', code: 'invalid_type', message: 'The body must be a JSON object.' }]);
  }
  const result = z.safeParse(schema, raw, { reportInput: true });
  if (!result.success) throw validationFailed(detailsFromIssues(result.error.issues));
  return result.data;
}

/** Query parameters parsed against a contract schema; problems are 400 invalid_parameter. */
export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const result = z.safeParse(schema, c.req.query(), { reportInput: true });
  if (!result.success) {
    throw new ApiError('invalid_parameter', 'The query has invalid parameters; see details.', detailsFromIssues(result.error.issues));
  }
  return result.data;
}
