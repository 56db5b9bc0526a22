/** A PostgreSQL unique violation (23505) of the named constraint or index, found on the error or its causes. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint: name, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}
