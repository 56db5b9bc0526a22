import { describe, expect, it } from 'vitest';
import { checkInvoicePdfLink, invoicePdfUrl, PDF_URL_LIFETIME_SECONDS } from './pdf-url';

const config = { cdnUrl: 'http://127.0.0.1:5999', sessionSecret: 'a-session-secret-of-at-least-32-characters' };
const now = new Date('2026-03-02T12:00:00.000Z');
const nowSeconds = now.getTime() / 1000;

function parts(url: string) {
  const parsed = new URL(url);
  return { parsed, expires: parsed.searchParams.get('expires')!, signature: parsed.searchParams.get('signature')! };
}

describe('signed invoice PDF links', () => {
  it('point at the content host, one trailing slash or several, and last an hour', () => {
    for (const cdnUrl of ['http://127.0.0.1:5999', 'http://127.0.0.1:5999/', 'http://127.0.0.1:5999///']) {
      const { parsed, expires } = parts(invoicePdfUrl({ ...config, cdnUrl }, 'inv_1', now));
      expect(`${parsed.origin}${parsed.pathname}`).toBe('http://127.0.0.1:5999/invoices/inv_1.pdf');
      expect(Number(expires)).toBe(nowSeconds + PDF_URL_LIFETIME_SECONDS);
    }
    expect(invoicePdfUrl({ ...config, cdnUrl: 'https://cdn.example/files/' }, 'inv_1', now)).toMatch(
      /^https:\/\/cdn\.example\/files\/invoices\/inv_1\.pdf\?expires=\d+&signature=/,
    );
  });

  it('are valid until the second they expire, and expired from then on', () => {
    const { expires, signature } = parts(invoicePdfUrl(config, 'inv_1', now));
    const at = (seconds: number) => new Date(seconds * 1000);
    expect(checkInvoicePdfLink(config.sessionSecret, 'inv_1', expires, signature, now)).toBe('valid');
    expect(checkInvoicePdfLink(config.sessionSecret, 'inv_1', expires, signature, at(Number(expires) - 0.001))).toBe('valid');
    expect(checkInvoicePdfLink(config.sessionSecret, 'inv_1', expires, signature, at(Number(expires)))).toBe('expired');
  });

  it('are invalid without either parameter, with an expiry that is not 1–12 digits, or for another invoice', () => {
    const { expires, signature } = parts(invoicePdfUrl(config, 'inv_1', now));
    const check = (e: string | undefined, s: string | undefined, id = 'inv_1') =>
      checkInvoicePdfLink(config.sessionSecret, id, e, s, now);
    expect(check(undefined, signature)).toBe('invalid');
    expect(check(expires, undefined)).toBe('invalid');
    expect(check(undefined, undefined)).toBe('invalid');
    expect(check(`x${expires}`, signature)).toBe('invalid');
    expect(check(`${expires}x`, signature)).toBe('invalid');
    expect(check(`0${expires}00`, signature)).toBe('invalid');
    expect(check(expires, signature, 'inv_2')).toBe('invalid');
    expect(checkInvoicePdfLink('another-session-secret-of-32-characters!', 'inv_1', expires, signature, now)).toBe('invalid');
  });
});
