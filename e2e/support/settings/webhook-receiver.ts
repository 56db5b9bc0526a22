import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Delivery {
  id: string;
  signatures: number;
  /** The event, when one of the receiver's secrets verified the delivery; null otherwise. */
  event: { id: string; type: string; data: { object: { id: string } } } | null;
}

/** A customer's receiver on 127.0.0.1: verifies each delivery with standardwebhooks and answers 200. */
export async function startWebhookReceiver() {
  const deliveries: Delivery[] = [];
  const secrets: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      let event: Delivery['event'] = null;
      for (const secret of secrets) {
        try {
          event = new Webhook(secret).verify(body, headers) as Delivery['event'];
          break;
        } catch {
          // not this secret
        }
      }
      deliveries.push({ id: headers['webhook-id'], signatures: headers['webhook-signature'].split(' ').length, event });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${Date.now().toString(36)}`,
    deliveries,
    secrets,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
