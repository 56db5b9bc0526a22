import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { performance } from 'node:perf_hooks';
import { WEBHOOK_LIMITS } from '#contract/webhooks';
import { isLoopbackAddress, refusedAddress } from './address-rules';
import { checkedLookup, hostOf, RefusedAddressError, type ResolveHost } from './host-lookup';

const DELIVERY_TIMEOUT_MS = WEBHOOK_LIMITS.deliveryTimeoutMs;
/** Read no more of an answer than this; only its first kilobyte is kept. */
const MAX_READ_BYTES = 64 * 1024;

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export interface SendRules {
  allowLoopback: boolean;
  resolveHost: ResolveHost;
  timeoutMs?: number;
}

export interface SendOutcome {
  statusCode: number | null;
  succeeded: boolean;
  durationMs: number;
  responseExcerpt: string;
  error: string | null;
}

/** At most the first kilobyte of the answer, cut on a character boundary. */
function excerptOf(chunks: Buffer[]): string {
  let text = Buffer.concat(chunks).subarray(0, WEBHOOK_LIMITS.responseExcerptBytes).toString('utf8');
  while (Buffer.byteLength(text) > WEBHOOK_LIMITS.responseExcerptBytes) text = text.slice(0, -1);
  return text.replace(/\uFFFD$/, '');
}

/** Why the request may not even start (an address literal is not looked up, so it is checked here). */
function refusalOf(url: URL, allowLoopback: boolean): string | null {
  const host = hostOf(url);
  if (isIP(host)) {
    const refusal = refusedAddress(host, allowLoopback);
    if (refusal) return refusal;
    if (url.protocol === 'http:' && !isLoopbackAddress(host)) return 'plain http is allowed only to a loopback address.';
  } else if (url.protocol === 'http:' && !allowLoopback) {
    return 'plain http is not allowed on this server.';
  }
  return null;
}

/**
 * One attempt: a JSON POST, any 2xx is success, redirects are not followed, the answer must be
 * complete within the timeout. The connection goes only to an address checked after it was
 * resolved (checkedLookup); over http that address must be loopback.
 */
export function sendWebhook(request: WebhookRequest, rules: SendRules): Promise<SendOutcome> {
  const started = performance.now();
  const done = (outcome: Omit<SendOutcome, 'durationMs'>): SendOutcome => ({
    ...outcome,
    durationMs: Math.round(performance.now() - started),
  });
  const url = new URL(request.url);
  const refusal = refusalOf(url, rules.allowLoopback);
  if (refusal) return Promise.resolve(done(failure(`Refused: ${refusal}`)));
  const lookup = checkedLookup(rules.resolveHost, rules.allowLoopback);
  const plainHttpLookup: typeof lookup = (hostname, options, callback) =>
    lookup(hostname, options, (error, address, family) => {
      const addresses = typeof address === 'string' ? [address] : (address as { address: string }[]).map((a) => a.address);
      if (!error && !addresses.every(isLoopbackAddress)) {
        return callback(new RefusedAddressError('plain http is allowed only to a loopback address.'), '', 4);
      }
      return callback(error, address, family);
    });
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(outcome));
    };
    const req = send(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) },
      lookup: url.protocol === 'https:' ? lookup : plainHttpLookup,
      agent: false,
    });
    const timer = setTimeout(() => {
      finish(failure(`No complete answer within ${(rules.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s.`));
      req.destroy();
    }, rules.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    req.on('error', (error) =>
      finish(failure(error instanceof RefusedAddressError ? `Refused: ${error.message}` : `Connection failed: ${error.message}`)),
    );
    req.on('response', (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const statusCode = res.statusCode ?? 0;
      const answered = () =>
        finish({
          statusCode,
          succeeded: statusCode >= 200 && statusCode < 300,
          responseExcerpt: excerptOf(chunks),
          error: null,
        });
      res.on('data', (chunk: Buffer) => {
        if (read < WEBHOOK_LIMITS.responseExcerptBytes) chunks.push(chunk);
        read += chunk.length;
        if (read > MAX_READ_BYTES) {
          answered();
          res.destroy();
        }
      });
      res.on('end', answered);
      res.on('error', answered);
    });
    req.end(request.body);
  });
}

function failure(error: string): Omit<SendOutcome, 'durationMs'> {
  return { statusCode: null, succeeded: false, responseExcerpt: '', error };
}
