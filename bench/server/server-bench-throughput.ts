/**
 * Requests per second for one URL at 16 connections, from autocannon in a worker thread so the
 * load generator does not share the event loop of the server it measures.
 */
import autocannon from 'autocannon';
import { BENCH } from './server-bench-config';

export interface Throughput {
  perSecond: number;
  p50: number;
  p99: number;
}

export async function throughput(url: string, headers: Record<string, string>): Promise<Throughput> {
  const options = { url, headers, connections: BENCH.connections, workers: 1, timeout: 30 };
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, sockets, caches
  const result = await autocannon({ ...options, duration: BENCH.throughputSeconds });
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0 || result['2xx'] === 0) {
    throw new Error(
      `${url}: ${result['2xx']} 2xx, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { perSecond: Math.round(result['2xx'] / result.duration), p50: result.latency.p50, p99: result.latency.p99 };
}
