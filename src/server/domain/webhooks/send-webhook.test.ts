import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebhook, type SendRules } from './send-webhook';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server on 127.0.0.1 answering with `handle`; returns its port and the requests it saw. */
async function serve(handle: Parameters<typeof createServer>[1]): Promise<{ port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handle!(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, hits };
}

const rules = (resolve: Record<string, string[]> = {}, allowLoopback = true): SendRules => ({
  allowLoopback,
  resolveHost: async (host) => resolve[host] ?? [],
});
const request = (url: string) => ({ url, body: '{"id":"evt_1"}', headers: { 'webhook-id': 'evt_1' } });

describe('sendWebhook', () => {
  it('treats any 2xx as success, and keeps at most the first kilobyte of the answer', async () => {
    const { port } = await serve((_, res) => res.writeHead(204).end());
    expect(await sendWebhook(request(`http://127.0.0.1:${port}/`), rules())).toMatchObject({ statusCode: 204, succeeded: true });
    const long = await serve((_, res) => res.writeHead(200).end('é'.repeat(2_000)));
    const outcome = await sendWebhook(request(`http://127.0.0.1:${long.port}/`), rules());
    expect(Buffer.byteLength(outcome.responseExcerpt)).toBeLessThanOrEqual(1024);
    expect(outcome.responseExcerpt).toBe('é'.repeat(512));
  });

  it('does not follow a redirect: a 3xx is a failure and the other address is never called', async () => {
    const target = await serve((_, res) => res.writeHead(200).end());
    const { port } = await serve((_, res) => res.writeHead(302, { location: `http://127.0.0.1:${target.port}/` }).end());
    expect(await sendWebhook(request(`http://127.0.0.1:${port}/`), rules())).toMatchObject({ statusCode: 302, succeeded: false });
    expect(target.hits).toEqual([]);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const { port } = await serve(() => undefined);
    const outcome = await sendWebhook(request(`http://127.0.0.1:${port}/`), { ...rules(), timeoutMs: 200 });
    expect(outcome).toMatchObject({ statusCode: null, succeeded: false, error: 'No complete answer within 0.2 s.' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(190);
  });

  it('checks the address a name resolves to at delivery, and connects to that checked address only', async () => {
    const { port, hits } = await serve((_, res) => res.writeHead(200).end());
    const rebound = await sendWebhook(request(`http://rebind.test:${port}/`), rules({ 'rebind.test': ['127.0.0.1'] }, false));
    expect(rebound).toMatchObject({ succeeded: false, statusCode: null });
    expect(rebound.error).toMatch(/^Refused: /);
    const metadata = await sendWebhook(request(`https://meta.test:${port}/`), rules({ 'meta.test': ['169.254.169.254'] }));
    expect(metadata.error).toBe(
      'Refused: meta.test resolves to 169.254.169.254 is a private, link-local or reserved address; webhooks are delivered only to public addresses.',
    );
    expect(hits).toEqual([]);
    const allowed = await sendWebhook(request(`http://receiver.test:${port}/hook`), rules({ 'receiver.test': ['127.0.0.1'] }));
    expect(allowed).toMatchObject({ statusCode: 200, succeeded: true });
    expect(hits).toEqual(['POST /hook']);
  });

  it('refuses address literals before connecting, and plain http to anything but loopback', async () => {
    for (const url of ['http://127.0.0.1:9/', 'http://[::1]:9/', 'https://[::ffff:127.0.0.1]:9/']) {
      expect((await sendWebhook(request(url), rules({}, false))).error, url).toMatch(/^Refused: .* loopback address/);
    }
    expect((await sendWebhook(request('http://10.0.0.8/'), rules())).error).toMatch(/^Refused: 10\.0\.0\.8 is a private/);
    expect((await sendWebhook(request('http://public.test/'), rules({ 'public.test': ['93.184.216.34'] }))).error).toBe(
      'Refused: plain http is allowed only to a loopback address.',
    );
  });
});
