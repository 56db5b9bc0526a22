/**
 * A receiver in Node that verifies each delivery with the Standard Webhooks reference library
 * (npm install standardwebhooks): the secret stays in the environment, never in the code.
 */
export const NODE_VERIFICATION_SAMPLE = `import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks'; // npm install standardwebhooks

const webhook = new Webhook(process.env.WHETSTONE_WEBHOOK_SECRET); // whsec_…

createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    try {
      // Checks webhook-signature and webhook-timestamp; throws when either is wrong.
      const event = webhook.verify(body, req.headers);
      // Deliveries can repeat: handle each event.id (the webhook-id header) once.
      console.log(event.type, event.data.object.id);
      res.writeHead(204).end();
    } catch {
      res.writeHead(400).end();
    }
  });
}).listen(3000);`;
