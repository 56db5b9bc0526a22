import { isIP } from 'node:net';
import type { ErrorDetail } from '#contract/errors';
import { WEBHOOK_LIMITS } from '#contract/webhooks';
import { addressRefusal, isLoopbackAddress } from './address-rules';
import { hostOf, type ResolveHost } from './host-lookup';

export interface UrlRules {
  /** WEBHOOK_ALLOW_LOOPBACK: loopback addresses, and with them plain http to loopback. */
  allowLoopback: boolean;
  resolveHost: ResolveHost;
}

const problem = (code: string, message: string): ErrorDetail => ({ field: 'url', code, message });

/**
 * What to do instead: most who try a private address are testing a receiver on their own machine.
 * (A detail's message is cut at 300 characters, so this and a refusal naming a long host fit.)
 */
const PUBLIC_URL_ADVICE =
  'Use a public https URL, or for a receiver on your own computer or network, a tunnel’s (such as ngrok or Cloudflare Tunnel).';
/** A long host name is cut in the refusal, so its advice still fits. */
const HOST_SHOWN = 40;

/**
 * The endpoint URL in its normal form, or the reasons it is refused: not an absolute http(s) URL,
 * credentials in it, plain http to anything but loopback (and that only when allowed), or a host
 * that is, or resolves to, an address a webhook may not reach. A name that does not resolve yet is
 * accepted: every delivery resolves and checks again before it connects.
 */
export async function checkEndpointUrl(raw: string, rules: UrlRules): Promise<{ url: string } | { problems: ErrorDetail[] }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problems: [problem('invalid_value', 'url must be an absolute https URL, e.g. https://example.com/webhooks.')] };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { problems: [problem('invalid_value', `url must be an https URL, not ${url.protocol.replace(/:$/, '')}.`)] };
  }
  if (url.username || url.password)
    return { problems: [problem('invalid_value', 'url must not contain a user name or password.')] };
  url.hash = '';
  const normal = url.toString();
  if (normal.length > WEBHOOK_LIMITS.urlMax) {
    return { problems: [problem('too_long', `url must be at most ${WEBHOOK_LIMITS.urlMax} characters long.`)] };
  }
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await resolveOrNothing(rules.resolveHost, host);
  const refusal = addresses.map((address) => addressRefusal(address, rules.allowLoopback)).find((reason) => reason !== null);
  if (refusal) {
    const shown = host.length > HOST_SHOWN ? `${host.slice(0, HOST_SHOWN)}…` : host;
    const via = isIP(host) ? '' : `${shown} resolves to `;
    return { problems: [problem('refused_address', `url is refused: ${via}${refusal}. ${PUBLIC_URL_ADVICE}`)] };
  }
  if (url.protocol === 'http:' && !(rules.allowLoopback && addresses.length > 0 && addresses.every(isLoopbackAddress))) {
    const message = rules.allowLoopback
      ? 'url must use https; plain http is allowed only to a loopback address (127.0.0.1, ::1) on this server.'
      : 'url must use https.';
    return { problems: [problem('not_https', message)] };
  }
  return { url: normal };
}

/** A slow resolver must not hold a request up: what has not resolved within this is checked at delivery. */
const RESOLVE_TIMEOUT_MS = 3_000;

async function resolveOrNothing(resolveHost: ResolveHost, host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), RESOLVE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resolveHost(host), timeout]);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}
