import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** A receiver on 127.0.0.1 that notes when each delivery arrived, by webhook-id and by the event's object id. */
export async function benchReceiver() {
  const arrivals = new Map<string, number>();
  const byObject = new Map<string, number>();
  let count = 0;
  let onCount: { target: number; resolve: () => void } | undefined;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const at = performance.now();
      arrivals.set(String(req.headers['webhook-id']), at);
      const objectId = (JSON.parse(body) as { data: { object: { id: string } } }).data.object.id;
      if (!byObject.has(objectId)) byObject.set(objectId, at);
      count += 1;
      res.writeHead(204).end();
      if (onCount && count >= onCount.target) onCount.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    arrivals,
    byObject,
    count: () => count,
    /** Resolves once `target` deliveries have arrived in all; rejects when they have not within `timeoutMs`. */
    reach: (target: number, timeoutMs = 60_000) =>
      count >= target
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`${count} of ${target} deliveries in ${timeoutMs} ms`)), timeoutMs);
            onCount = {
              target,
              resolve: () => {
                clearTimeout(timer);
                resolve();
              },
            };
          }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BenchReceiver = Awaited<ReturnType<typeof benchReceiver>>;
