import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ErrorBody } from '#contract/errors';

export interface ConnectionLimits {
  /** The request line and headers must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** Request line plus headers, in bytes; more answers 431. */
  maxHeaderBytes: number;
  /** How often Node looks for requests past their timeouts. */
  checkIntervalMs: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxHeaderBytes: 16 * 1024,
  checkIntervalMs: 1_000,
};

function jsonError(status: number, code: string, message: string): string {
  const body: ErrorBody = { error: { code, message, status } };
  const text = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

/**
 * Requests Node refuses before the app sees them (headers too large, too
 * slow, not HTTP) get the documented JSON error shape instead of an empty body.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    socket.end(jsonError(431, 'headers_too_large', 'The request line and headers must fit in 16 KB.'));
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.end(
      jsonError(
        408,
        'request_timeout',
        'The request did not arrive in time (headers within 10 s, the whole request within 30 s).',
      ),
    );
  } else {
    socket.end(jsonError(400, 'malformed_request', 'The request is not valid HTTP/1.1.'));
  }
}

/** The app on a Node HTTP server with bounded headers, timeouts against slow clients, and JSON protocol errors. */
export async function listen(app: Pick<Hono, 'fetch'>, port: number, host: string, limits = CONNECTION_LIMITS): Promise<Server> {
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      maxHeaderSize: limits.maxHeaderBytes,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  }) as Server;
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
