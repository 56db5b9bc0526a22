import type { Reader } from './env-reader';

function originProblem(entry: string): string | undefined {
  if (entry === '*') {
    return '"*" cannot be used: the portal sends its session cookie, and browsers refuse a cookie-carrying answer to any origin. List each origin.';
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return `"${entry}" is not an origin such as https://app.example.com.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${entry}" must start with https:// (or http://).`;
  if (url.origin !== entry) {
    return `"${entry}" must be exactly an origin, as browsers send it (scheme, host and port only, no path or trailing slash): "${url.origin}"?`;
  }
  return undefined;
}

/**
 * PORTAL_ORIGINS: the origins of portals hosted elsewhere that may call this
 * server with the session cookie (CORS). Comma-separated exact origins; every
 * entry that is not one is reported.
 */
export function portalOriginsFrom(read: Reader): string[] {
  const origins: string[] = [];
  const entries = (read.text('PORTAL_ORIGINS') ?? '').split(',').map((entry) => entry.trim());
  for (const entry of entries.filter((entry) => entry !== '')) {
    const problem = originProblem(entry);
    if (problem) read.problems.push(`PORTAL_ORIGINS: ${problem}`);
    else if (!origins.includes(entry)) origins.push(entry);
  }
  return origins;
}
