import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { AppEnv } from '#server/http/app-env';

export const gzipAsync = promisify(gzip);
/** Below this, gzip's header and the CPU cost more than the bytes saved. */
const MIN_BYTES = 1024;

/** True when Accept-Encoding allows gzip: named with q > 0, or not named and `*` allowed. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const accepts = parseAccept(header);
  const named = accepts.find((accept) => accept.type.toLowerCase() === 'gzip') ?? accepts.find((accept) => accept.type === '*');
  return (named?.q ?? 0) > 0;
}

/**
 * Gzips v1 reads (JSON of 1 kB or more, when the client accepts gzip): a page of
 * 100 parts is 25 kB as JSON and 4 kB gzipped, which is most of a screen's data
 * time on a phone's network.
 *
 * Only reads, and only v1, because of BREACH (compression's size leaking a secret
 * that sits beside attacker-chosen text): v1 reads carry no secret (keys are shown
 * by prefix, signed PDF links are the reader's own), and the session cookie is
 * SameSite=Strict, so another site cannot make the browser send them anyway. The
 * responses that do carry one — the CSRF token (/portal/session) and a new key's
 * secret (a write's answer) — are never compressed.
 */
export function compressReads(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || !c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
    c.res.headers.append('Vary', 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('Accept-Encoding')) || c.res.headers.has('Content-Encoding')) return;
    const body = Buffer.from(await c.res.clone().arrayBuffer());
    if (body.length < MIN_BYTES) return;
    const zipped = await gzipAsync(body);
    const headers = new Headers(c.res.headers);
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(zipped.length));
    c.res = new Response(zipped, { status: c.res.status, headers });
  };
}
