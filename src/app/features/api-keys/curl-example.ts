/** Where v1 lives: the configured API origin, else the portal's own origin (same-origin deployment). */
export function apiBaseUrl(
  configured: string | undefined = import.meta.env.VITE_API_BASE_URL,
  origin: string = window.location.origin,
): string {
  return (configured && configured.trim() !== '' ? configured : origin).replace(/\/+$/, '');
}

interface Example {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

/** The most useful first call a key with these scopes can make. */
export function exampleRequest(scopes: readonly string[]): Example | null {
  for (const resource of ['parts', 'orders', 'invoices']) {
    if (scopes.includes(`${resource}:read`)) return { method: 'GET', path: `/v1/${resource}?limit=5` };
  }
  if (scopes.includes('parts:write')) {
    return { method: 'POST', path: '/v1/parts', body: '{"part_type":"blade","internal_label":"Test blade"}' };
  }
  return null;
}

/** A copy-paste curl command; the secret is single-quoted (secrets are [A-Za-z0-9_] only). */
export function curlExample(scopes: readonly string[], secret: string, baseUrl: string): string | null {
  const example = exampleRequest(scopes);
  if (!example) return null;
  const lines = [
    `curl${example.method === 'GET' ? '' : ` -X ${example.method}`} '${baseUrl}${example.path}'`,
    `  -H 'Authorization: Bearer ${secret}'`,
  ];
  if (example.body) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -H 'Idempotency-Key: ${'$'}(uuidgen)'`, `  -d '${example.body}'`);
  }
  return lines.join(' \\\n');
}
