import { describe, expect, it } from 'vitest';
import { apiBaseUrl, curlExample, exampleRequest } from './curl-example';

describe('apiBaseUrl', () => {
  it('prefers the configured API origin and drops trailing slashes', () => {
    expect(apiBaseUrl('https://api.example.com/', 'https://portal.example.com')).toBe('https://api.example.com');
    expect(apiBaseUrl(undefined, 'http://127.0.0.1:5390')).toBe('http://127.0.0.1:5390');
    expect(apiBaseUrl('  ', 'http://127.0.0.1:5390')).toBe('http://127.0.0.1:5390');
  });
});

describe('curl example', () => {
  it('lists parts for a parts:read key', () => {
    expect(curlExample(['parts:read'], 'wsk_live_abc', 'https://api.example.com')).toBe(
      "curl 'https://api.example.com/v1/parts?limit=5' \\\n  -H 'Authorization: Bearer wsk_live_abc'",
    );
  });

  it('uses the first readable resource', () => {
    expect(exampleRequest(['orders:read', 'invoices:read'])?.path).toBe('/v1/orders?limit=5');
    expect(exampleRequest(['invoices:read'])?.path).toBe('/v1/invoices?limit=5');
  });

  it('creates a part for a write-only parts key', () => {
    const curl = curlExample(['parts:write'], 'wsk_live_abc', 'https://api.example.com') ?? '';
    expect(curl).toContain("curl -X POST 'https://api.example.com/v1/parts'");
    expect(curl).toContain("-H 'Content-Type: application/json'");
    expect(curl).toContain('Idempotency-Key');
  });

  it('has nothing to show for scopes it does not know', () => {
    expect(curlExample(['reports:read'], 'wsk_live_abc', 'https://api.example.com')).toBeNull();
  });
});
