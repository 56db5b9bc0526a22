import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The event as verified by the standardwebhooks library with one of the receiver's secrets; null when none verified it. */
  verified: unknown;
  /** Which secret verified it (index into `secrets`), or -1. */
  verifiedBy: number;
  headers: IncomingHttpHeaders;
}

export interface Answer {
  status: number;
  body?: string;
  /** Hold the answer this long (ms) first. */
  delayMs?: number;
  /** Hold the answer until this settles. */
  until?: Promise<unknown>;
}

/**
 * A webhook receiver on 127.0.0.1 (port 0) that verifies every delivery with the reference
 * library of Standard Webhooks, as a customer's receiver would, and answers as the test says.
 */
export async function startReceiver(answer: (received: ReceivedWebhook, index: number) => Answer = () => ({ status: 200 })) {
  const received: ReceivedWebhook[] = [];
  const secrets: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let verified: unknown = null;
      let verifiedBy = -1;
      secrets.forEach((secret, index) => {
        if (verifiedBy >= 0) return;
        try {
          verified = new Webhook(secret).verify(body, headers);
          verifiedBy = index;
        } catch {
          // another secret may verify it
        }
      });
      const entry = {
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        signature: headers['webhook-signature'],
        body,
        verified,
        verifiedBy,
        headers: req.headers,
      };
      received.push(entry);
      const reply = answer(entry, received.length - 1);
      const send = () => {
        res.writeHead(reply.status, { 'content-type': 'text/plain' });
        res.end(reply.body ?? '');
        for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
      };
      if (reply.until) void reply.until.finally(send);
      else if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    secrets,
    /** Resolves once `count` deliveries have been answered; rejects after `timeoutMs`. */
    waitFor(count: number, timeoutMs = 15_000): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${received.length} of ${count} deliveries within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
