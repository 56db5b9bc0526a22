import { sha256Hex } from '#server/auth/tokens';

/** JSON with object keys sorted at every depth: the same document, whatever its key order or spacing. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What a repeat must match: method, path + query and the parsed body, so a
 * client that re-serialises its request (another key order, other spacing)
 * still gets its replay. A body that isn't JSON is compared byte for byte.
 */
export function requestFingerprint(method: string, pathAndQuery: string, body: string): string {
  let canonical: string;
  try {
    canonical = `json:${canonicalJson(JSON.parse(body))}`;
  } catch {
    canonical = `raw:${body}`;
  }
  return sha256Hex(`${method}\n${pathAndQuery}\n${canonical}`);
}
