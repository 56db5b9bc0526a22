import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '#contract/scopes';
import { createTestApp, type TestApp } from './testing/test-app';
import { listen } from './node-listener';

let t: TestApp;
let server: Server;
let base: string;
let key: string;

const LIMITS = { headersTimeoutMs: 600, requestTimeoutMs: 1_200, maxHeaderBytes: 16 * 1024, checkIntervalMs: 100 };

beforeAll(async () => {
  t = await createTestApp();
  key = await (await t.createAccount()).createKey(SCOPES);
  server = await listen(t.app, 0, '127.0.0.1', LIMITS);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Sends raw bytes and collects everything the server writes until it closes the socket. */
function raw(chunks: string[], gapMs = 0): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let text = '';
    socket.on('data', (data) => (text += data.toString()));
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    });
  });
}

const bodyOf = (text: string) =>
  JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { error: { code: string; status: number } };

describe('connections', () => {
  it("a 413 closes the connection so the client's next request on the same origin succeeds", async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
    const refused = await fetch(`${base}/v1/parts`, { method: 'POST', headers, body: big });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('Connection')).toBe('close');
    expect((await refused.json()).error.code).toBe('payload_too_large');
    for (let i = 0; i < 3; i++) {
      const next = await fetch(`${base}/v1/parts?limit=1`, { headers });
      expect(next.status).toBe(200);
      await next.arrayBuffer();
    }
  });

  it('a request line over 16 KB answers 431 with the JSON error shape', async () => {
    const { text } = await raw([`GET /v1/parts?x=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text).toContain('Content-Type: application/json');
    expect(bodyOf(text).error).toMatchObject({ code: 'headers_too_large', status: 431 });
  });

  it('headers that never finish are cut after the headers timeout with 408', async () => {
    const { text, closedAfterMs } = await raw(
      ['GET /v1/parts HTTP/1.1\r\n', 'Host: x\r\n', 'X-Slow: 1\r\n', 'X-Slow: 2\r\n'],
      200,
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(text).error.code).toBe('request_timeout');
    expect(closedAfterMs).toBeLessThan(LIMITS.headersTimeoutMs + 1_000);
  });

  it('a body that trickles in is cut after the request timeout', async () => {
    const head = `POST /v1/parts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const { closedAfterMs } = await raw([head, ...Array.from({ length: 20 }, () => ' ')], 150);
    expect(closedAfterMs).toBeLessThan(LIMITS.requestTimeoutMs + 1_000);
  });

  it('garbage instead of HTTP answers 400 with the JSON error shape', async () => {
    const { text } = await raw(['HELLO\r\n\r\n']);
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(text).error.code).toBe('malformed_request');
  });
});
