import { describe, expect, it } from 'vitest';
import type { Logger } from '#server/logger';
import { keyCaller, middlewareApp } from '#server/testing/middleware-app';
import { loggedPath, requestLog } from './request-log';

/** The log line on a bare app; request-log.db.test.ts checks it on the real server. */
function appLogging(lines: Record<string, unknown>[], logger = true, caller = true) {
  const log = {
    info: (line: Record<string, unknown>, message: string) => lines.push({ ...line, message }),
    error: () => {},
  } as unknown as Logger;
  const app = middlewareApp({ ...(caller && { caller: keyCaller }), ...(logger && { logger: log }) });
  app.use('*', requestLog());
  app.get('/id', (c) => c.json({ requestId: c.get('requestId') }));
  app.get('/slow', async (c) => {
    await new Promise((resolve) => setTimeout(resolve, 40));
    return c.json({ ok: true });
  });
  app.get('/v1/parts', (c) => c.json({ ok: true }));
  return app;
}

describe('requestLog line', () => {
  it('logs an invitation link without its token', async () => {
    const lines: Record<string, unknown>[] = [];
    await appLogging(lines).request('http://localhost/invitations/wsi_SECRET-token');
    expect(lines[0]!.path).toBe('/invitations/:token');
    expect(JSON.stringify(lines)).not.toContain('SECRET');
    expect(loggedPath('/portal/invitations/inv_1/resend')).toBe('/portal/invitations/inv_1/resend');
  });

  it('logs a password-reset link without its token', async () => {
    const lines: Record<string, unknown>[] = [];
    await appLogging(lines).request('http://localhost/password-reset/SECRET-token');
    expect(lines[0]!.path).toBe('/password-reset/:token');
    expect(JSON.stringify(lines)).not.toContain('SECRET');
    expect(loggedPath('/portal/password-reset/complete')).toBe('/portal/password-reset/complete');
  });

  it('logs an unsubscribe link, on the portal page or the one-click URL, without its token', () => {
    expect(loggedPath('/unsubscribe/m~mem_1~invoices~SECRET')).toBe('/unsubscribe/:token');
    expect(loggedPath('/portal/unsubscribe/m~mem_1~invoices~SECRET')).toBe('/portal/unsubscribe/:token');
  });

  it('logs query parameter names once each, at most 20, each clipped to 50 characters', async () => {
    const lines: Record<string, unknown>[] = [];
    const names = Array.from({ length: 25 }, (_, n) => `p${n}`);
    const query = [...names, 'p0', `${'k'.repeat(60)}`].map((name) => `${name}=1`).join('&');
    const res = await appLogging(lines).request(`http://localhost/v1/parts?${query}`);
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.query).toEqual(names.slice(0, 20));
    const long = await appLogging(lines).request(`http://localhost/v1/parts?${'k'.repeat(60)}=1`);
    expect(long.status).toBe(200);
    expect(lines[1]!.query).toEqual([`${'k'.repeat(50)}…`]);
  });

  it('times the request in milliseconds with one decimal', async () => {
    const lines: Record<string, unknown>[] = [];
    await appLogging(lines).request('http://localhost/slow');
    const duration = lines[0]!.duration_ms as number;
    expect(duration).toBeGreaterThanOrEqual(35);
    expect(duration).toBeLessThan(2_000);
    expect(Math.round(duration * 10)).toBeCloseTo(duration * 10, 6);
    expect(lines[0]).toMatchObject({ method: 'GET', path: '/slow', status: 200, account_id: 'acct_1' });
  });

  it('gives handlers the request id the client gets, and logs it as a "request" line', async () => {
    const lines: Record<string, unknown>[] = [];
    const res = await appLogging(lines).request('http://localhost/id');
    const { requestId } = (await res.json()) as { requestId: string };
    expect(requestId).toBe(res.headers.get('X-Request-Id'));
    expect(lines[0]).toMatchObject({ request_id: requestId, message: 'request' });
  });

  it('logs a null account for an anonymous caller', async () => {
    const lines: Record<string, unknown>[] = [];
    await appLogging(lines, true, false).request('http://localhost/v1/parts');
    expect(lines[0]!.account_id).toBeNull();
  });

  it('still answers, with its request id, when no logger is configured', async () => {
    const res = await appLogging([], false).request('http://localhost/v1/parts');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
