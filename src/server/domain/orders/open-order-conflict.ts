/** Postgres unique violation of the "one open order per part" index: a concurrent order took a part first. */
export function isOpenOrderConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint, cause } = current as { code?: string; constraint?: string; cause?: unknown };
    if (code === '23505' && (constraint ?? 'order_parts_one_open_order_idx') === 'order_parts_one_open_order_idx') return true;
    current = cause;
  }
  return false;
}
