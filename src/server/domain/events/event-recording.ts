let recording = true;

/** Whether changes record their events: always, except while a benchmark measures what recording costs. */
export function eventRecordingOn(): boolean {
  return recording;
}

/**
 * Benchmarks only (bench/webhooks/webhooks-bench.ts): the same write with and without its event, in one
 * run. Nothing else turns recording off: every change has its event.
 */
export function setEventRecordingForBenchmark(on: boolean): void {
  recording = on;
}
