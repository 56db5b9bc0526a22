import type { ErrorDetail } from '#contract/errors';

import { hasControlChars } from '#contract/text-rules';

export { hasControlChars };

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
