/** The part of autocannon's programmatic API the load script uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Seconds before an unanswered request counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    /** Worker threads firing the requests (connections are split among them). */
    workers?: number;
    verifyBody?: (body: string) => boolean;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    '2xx': number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
