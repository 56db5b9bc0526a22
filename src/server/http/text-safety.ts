import type { ErrorDetail } from '#contract/errors';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return.
 * U+0000 cannot be stored in PostgreSQL text at all; the others have no place
 * in a label, an id or an email and only serve to forge logs or confuse terminals.
 */
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/; // eslint-disable-line no-control-regex

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** Echoed client values (field names, paths) are cut to this many characters. */
export const ECHO_MAX = 100;

export function clip(value: string, max = ECHO_MAX): string {
  return value.length <= max ? value : `${value.slice(0, max)}…`;
}

/**
 * Every string (and every key) of a parsed JSON body holding a refused control
 * character, as field details. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function controlCharDetails(body: unknown): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    const field = path || 'body';
    if (typeof value === 'string') {
      if (hasControlChars(value)) {
        details.push({
          field: clip(field),
          code: 'invalid_characters',
          message: `${clip(field)} must not contain control characters (U+0000–U+001F except tab and line breaks, or U+007F).`,
        });
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasControlChars(key)) {
          details.push({
            field: clip(childPath),
            code: 'invalid_characters',
            message: 'Field names must not contain control characters.',
          });
        } else {
          stack.push({ value: child, path: childPath });
        }
      }
    }
  }
  return details.reverse();
}
