/**
 * C0 control characters and DEL, except tab, line feed and carriage return. U+0000 cannot be
 * stored in PostgreSQL text at all; the others have no place in a label, an id or an email and
 * only serve to forge logs or confuse terminals. The service refuses them in every string of a
 * body; the importer marks them in the preview by the same rule.
 */
// eslint-disable-next-line no-control-regex -- the characters this rule is about
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}
