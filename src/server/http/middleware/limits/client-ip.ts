import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The peer address of the TCP connection. Forwarded-for headers are ignored
 * on purpose: anyone can send them, and they would let a client pick its bucket.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

/** True when the client reached us over https (directly or via a TLS-terminating proxy). */
export function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https';
}
