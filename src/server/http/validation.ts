import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { ErrorDetail } from '#contract/errors';
import { ApiError, validationFailed } from '#server/api-error';
import { fieldsThatParsed, type ParsedFields } from './parsed-fields';
import { clip, controlCharDetails } from './text-safety';

type Issue = z.core.$ZodIssue;

function fieldOf(path: PropertyKey[]): string {
  return clip(path.map(String).join('.') || 'body');
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  null: 'null',
};

const FORMAT_WORDS: Record<string, string> = {
  datetime: 'a UTC timestamp ending in Z, e.g. 2030-01-01T09:00:00Z',
  date: 'a date as year-month-day, e.g. 2030-01-01',
  email: 'an email address',
  uuid: 'a UUID',
};

function received(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  return typeof input === 'object' ? 'an object' : `a ${typeof input}`;
}

function sizeMessage(field: string, issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const most = issue.code === 'too_big';
  const inclusive = issue.inclusive !== false;
  const limit = most ? (inclusive ? bound : bound - 1) : inclusive ? bound : bound + 1;
  const relation = most ? 'at most' : 'at least';
  switch (issue.origin) {
    case 'string':
      return `${field} must be ${relation} ${limit} character${limit === 1 ? '' : 's'} long.`;
    case 'array':
    case 'set':
      return `${field} must have ${relation} ${limit} item${limit === 1 ? '' : 's'}.`;
    default:
      return `${field} must be ${relation} ${limit}.`;
  }
}

/** One zod issue → the documented `details` entries, each saying what is wrong and what is allowed. */
function detailsOf(issue: Issue): ErrorDetail[] {
  const field = fieldOf(issue.path);
  if (issue.code !== 'unrecognized_keys' && issue.input === undefined && issue.path.length > 0) {
    return [{ field, code: 'required', message: `${field} is required.` }];
  }
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({
        field: fieldOf([...issue.path, key]),
        code: 'unknown_field',
        message: `Unknown field "${clip(key)}".`,
      }));
    case 'invalid_type':
      return [
        {
          field,
          code: 'invalid_type',
          message: `${field} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}, not ${received(issue.input)}.`,
        },
      ];
    case 'invalid_value':
      return [{ field, code: 'invalid_value', message: `${field} must be one of: ${issue.values.map(String).join(', ')}.` }];
    case 'invalid_format':
      // A schema's own message (z.regex(…, 'wear_min must be …')) says it best; else the format in words.
      if (issue.message && issue.message !== 'Invalid input') return [{ field, code: 'invalid_value', message: issue.message }];
      return [
        {
          field,
          code: 'invalid_value',
          message: `${field} must be ${FORMAT_WORDS[issue.format] ?? `in ${issue.format} format`}.`,
        },
      ];
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) {
        return [{ field, code: 'required', message: `${field} must not be empty.` }];
      }
      return [{ field, code: issue.origin === 'string' ? 'too_short' : 'too_small', message: sizeMessage(field, issue) }];
    case 'too_big':
      return [{ field, code: issue.origin === 'string' ? 'too_long' : 'too_big', message: sizeMessage(field, issue) }];
    default:
      return [
        {
          field,
          code: 'invalid_value',
          message: issue.message && issue.message !== 'Invalid input' ? issue.message : `${field} has an invalid value.`,
        },
      ];
  }
}

/** zod issues → the documented `details` entries, one per field problem. */
export function detailsFromIssues(issues: readonly Issue[]): ErrorDetail[] {
  return issues.flatMap(detailsOf);
}

/** Parses untrusted input against a schema, adding control-character problems to the schema's. */
export function problemsOf<S extends z.ZodMiniType>(
  schema: S,
  raw: unknown,
): { success: true; data: z.output<S> } | { success: false; details: ErrorDetail[] } {
  const refused = controlCharDetails(raw);
  const result = z.safeParse(schema, raw, { reportInput: true });
  if (result.success && refused.length === 0) return { success: true, data: result.data };
  const schemaDetails = result.success ? [] : detailsFromIssues(result.error.issues);
  const flagged = new Set(refused.map((detail) => detail.field));
  return { success: false, details: [...refused, ...schemaDetails.filter((detail) => !flagged.has(detail.field))] };
}

/**
 * The JSON body as a plain object; malformed JSON or a non-object body get their
 * documented errors. `mayBeEmpty`: no body at all reads as `{}`.
 */
export async function readJsonObject(c: Context, mayBeEmpty = false): Promise<Record<string, unknown>> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = mayBeEmpty && text === '' ? {} : JSON.parse(text);
  } catch {
    throw new ApiError('invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw validationFailed([{ field: 'body', code: 'invalid_type', message: 'The body must be a JSON object.' }]);
  }
  return raw as Record<string, unknown>;
}

/** What a write checks beyond the shape of its body. */
export interface BodyRules<T> {
  /**
   * Reference and business rules (unknown, retired or busy part ids, an offered
   * pickup window, an expiry in the past) on the fields that parsed: all of them
   * when the shape is right, else those that did, so one answer names every problem.
   */
  check?: (fields: ParsedFields<T>) => ErrorDetail[] | Promise<ErrorDetail[]>;
  /**
   * The command runs the same checks itself on a valid body, inside its
   * transaction and under its locks (an order's parts and window seat), so
   * parseBody runs `check` only for a body whose shape failed.
   */
  checkedByCommand?: boolean;
  /** No body at all reads as `{}` (a write that takes no fields). */
  mayBeEmpty?: boolean;
}

/**
 * The JSON body parsed against a contract schema. Every problem is reported in
 * one 422: the schema's, per field; control characters anywhere; and the
 * write's own checks on every field that parsed. Nothing is written before it.
 */
export async function parseBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  rules: BodyRules<z.output<S>> = {},
): Promise<z.output<S>> {
  const raw = await readJsonObject(c, rules.mayBeEmpty);
  const parsed = problemsOf(schema, raw);
  if (parsed.success) {
    const problems = rules.check && !rules.checkedByCommand ? await rules.check(parsed.data as ParsedFields<z.output<S>>) : [];
    if (problems.length > 0) throw validationFailed(problems);
    return parsed.data;
  }
  const fields = fieldsThatParsed<z.output<S>>(schema, raw, parsed.details);
  const named = new Set(parsed.details.map((detail) => detail.field));
  const further = ((await rules.check?.(fields)) ?? []).filter((detail) => !named.has(detail.field));
  throw validationFailed([...parsed.details, ...further]);
}

/** Query parameters parsed against a contract schema; problems are 400 invalid_parameter. */
export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const parsed = problemsOf(schema, c.req.query());
  if (!parsed.success) throw new ApiError('invalid_parameter', 'The query has invalid parameters; see details.', parsed.details);
  return parsed.data;
}
