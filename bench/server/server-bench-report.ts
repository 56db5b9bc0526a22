/** The tables `npm run bench:server` prints: latency and ratios per case, throughput per size. */
import type { CaseResult } from './server-bench-measure';
import type { Throughput } from './server-bench-throughput';

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
const ratio = (a: number, b: number) => (b > 0 ? (a / b >= 10 ? (a / b).toFixed(0) : (a / b).toFixed(1)) : '–');

export function latencyTable(rows: CaseResult[]): string {
  const lines = [
    '| rows | list | page | body kB | API p50 / p99 ms | SQL p50 ms | floor p50 ms | typical p50 ms | API / SQL | API / floor | typical / API |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.size.toLocaleString('en-US')} | ${r.c.resource} ${r.c.label} | ${r.page} | ${(r.bytes / 1024).toFixed(1)} | ` +
        `${ms(r.api.p50)} / ${ms(r.api.p99)} | ${ms(r.sql.p50)} | ${ms(r.floor.p50)} | ${ms(r.typical.p50)} | ` +
        `${ratio(r.api.p50, r.sql.p50)} | ${ratio(r.api.p50, r.floor.p50)} | ${ratio(r.typical.p50, r.api.p50)} |`,
    );
  }
  return lines.join('\n');
}

export interface ThroughputRow {
  size: number;
  api: Throughput;
  floor: Throughput;
}

export function throughputTable(rows: ThroughputRow[], connections: number): string {
  const lines = [`| rows | API req/s (p50 / p99 ms) | floor req/s (p50 / p99 ms) | API / floor |`, '|---:|---:|---:|---:|'];
  for (const r of rows) {
    lines.push(
      `| ${r.size.toLocaleString('en-US')} | ${r.api.perSecond} (${r.api.p50} / ${r.api.p99}) | ` +
        `${r.floor.perSecond} (${r.floor.p50} / ${r.floor.p99}) | ${(r.api.perSecond / r.floor.perSecond).toFixed(3)} |`,
    );
  }
  return [`GET /v1/parts?limit=100 (first page) at ${connections} connections:`, '', ...lines].join('\n');
}
