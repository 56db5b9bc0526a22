/** Latency samples in milliseconds, summarised the way the report needs them. */
export interface Summary {
  name: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function summarise(name: string, samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    name,
    count: samples.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
}

/** Runs `request` `count` times one after another; every response must have the expected status. */
export async function timeSequential(
  count: number,
  request: (i: number) => Promise<Response>,
  expected: number,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await request(i);
    const body = await res.text();
    samples.push(performance.now() - started);
    if (res.status !== expected)
      throw new Error(`request ${i}: status ${res.status}, expected ${expected}: ${body.slice(0, 500)}`);
  }
  return samples;
}

/** `total` requests with `concurrency` in flight; returns requests per second and the latencies. */
export async function timeConcurrent(
  total: number,
  concurrency: number,
  request: (i: number) => Promise<Response>,
): Promise<{ perSecond: number; samples: number[] }> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      const res = await request(i);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`request ${i}: status ${res.status}`);
      samples.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { perSecond: Math.round((total / (performance.now() - started)) * 1000), samples };
}

export function table(rows: Summary[]): string {
  const lines = ['| measurement | requests | p50 ms | p99 ms | max ms |', '|---|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.name} | ${r.count} | ${r.p50} | ${r.p99} | ${r.max} |`);
  return lines.join('\n');
}

/**
 * Round-robin over several calls, one at a time, so a busy machine's slow moments fall on all of
 * them alike and their ratios stay meaningful. `every[name]` = n times only every n-th round.
 */
export async function timeInterleaved<K extends string>(
  rounds: number,
  calls: Record<K, () => Promise<unknown>>,
  every: Partial<Record<K, number>> = {},
): Promise<Record<K, number[]>> {
  const names = Object.keys(calls) as K[];
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < rounds; round++) {
    for (const name of names) {
      if (round % (every[name] ?? 1) !== 0) continue;
      const started = performance.now();
      await calls[name]();
      samples[name].push(performance.now() - started);
    }
  }
  return samples;
}
