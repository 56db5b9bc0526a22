import { PART_TYPES, type PartType } from '#contract/parts';

const key = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Every way a spreadsheet may name a type: "Knife", "knives", "Drill bit", "drill_bit", "SAWS". */
const TYPE_BY_KEY = new Map<string, PartType>(
  PART_TYPES.flatMap((type) => {
    const base = key(type);
    const plurals = type === 'knife' ? ['knives'] : [`${base}s`, `${base}es`];
    return [base, ...plurals].map((name) => [name, type] as const);
  }),
);

/** The service's type a cell names (any case, spacing or plural), or null. */
export function matchType(value: string): PartType | null {
  return TYPE_BY_KEY.get(key(value)) ?? null;
}

/** How a type cell the service does not know is remembered: one choice serves every row with that value. */
export const typeValueKey = (value: string) => value.trim().toLowerCase();

/** The type cells no type matches, each once (first spelling seen), in the order they first appear. */
export function unknownTypeValues(values: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed !== '' && matchType(trimmed) === null && !seen.has(typeValueKey(trimmed)))
      seen.set(typeValueKey(trimmed), trimmed);
  }
  return [...seen.values()];
}
