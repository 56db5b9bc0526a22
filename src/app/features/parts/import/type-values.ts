import { partTypeAliasKey } from '#contract/part-type-aliases';
import { PART_TYPES, type PartType } from '#contract/parts';

const key = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Names kitchens and workshops give a type that its own name does not cover. */
const OTHER_NAMES: Partial<Record<PartType, string[]>> = {
  scissor: ['shears', 'shear', 'snips'],
};

/** Every way a spreadsheet may name a type: "Knife", "knives", "Drill bit", "drill_bit", "SAWS", "Shears". */
const TYPE_BY_KEY = new Map<string, PartType>(
  PART_TYPES.flatMap((type) => {
    const base = key(type);
    const plurals = type === 'knife' ? ['knives'] : [`${base}s`, `${base}es`];
    return [base, ...plurals, ...(OTHER_NAMES[type] ?? [])].map((name) => [name, type] as const);
  }),
);

/**
 * The service's type a cell names (any case, spacing or plural), or null. A name of several words
 * is the kind of thing its last words say, as English names things: "Chef knife", "Kitchen
 * scissors", "Bone saw", "Step drill bit"; "Honing steel" names none.
 */
export function matchType(value: string): PartType | null {
  let type = matched.get(value);
  if (type === undefined) {
    if (matched.size >= MATCHED_MAX) matched.clear();
    type = typeNamedBy(value);
    matched.set(value, type);
  }
  return type;
}

/** A file repeats a few type values thousands of times: each is matched once. */
const matched = new Map<string, PartType | null>();
const MATCHED_MAX = 10_000;

function typeNamedBy(value: string): PartType | null {
  const words = value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (let first = 0; first < words.length; first++) {
    const type = TYPE_BY_KEY.get(key(words.slice(first).join('')));
    if (type) return type;
  }
  return null;
}

/**
 * How a type cell the service does not know is remembered: one choice serves every row with that
 * value, whatever its case or spacing; the key the service keeps an account's choices by.
 */
export const typeValueKey = partTypeAliasKey;

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
