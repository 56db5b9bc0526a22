/**
 * The bare HTTP floor: a Hono app on the same Node listener as the API, answering every request
 * with the bytes and headers last captured from the API. What the API spends beyond this is its
 * own work (auth, rate limit, query, mapping, JSON), not HTTP's.
 */
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { listen } from '#server/node-listener';

/** Hop-by-hop or per-response headers the listener writes itself. */
const SKIPPED = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

export interface Floor {
  url: string;
  /** Serve this response's body and headers from now on (the response is consumed). */
  mimic(response: Response): Promise<number>;
  close(): Promise<void>;
}

export async function startFloor(port: number): Promise<Floor> {
  let body = new Uint8Array();
  let headers: [string, string][] = [];
  let status = 200;
  const app = new Hono();
  app.get('*', () => new Response(body, { status, headers }));
  const server: Server = await listen(app, port, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    async mimic(response) {
      body = new Uint8Array(await response.arrayBuffer());
      headers = [...response.headers].filter(([name]) => !SKIPPED.has(name));
      status = response.status;
      return body.byteLength;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
