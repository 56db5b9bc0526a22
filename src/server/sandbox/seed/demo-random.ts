/** mulberry32: a small seeded PRNG, so demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const randomInt = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Ids from the PRNG rather than crypto, so a seeded run is reproducible. */
export function seededId(random: Random, prefix: string): string {
  let body = '';
  for (let i = 0; i < 16; i++) body += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 36)];
  return `${prefix}_${body}`;
}
