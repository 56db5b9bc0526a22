import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './safe-http-url';

describe('safeHttpUrl', () => {
  it('keeps absolute http and https addresses', () => {
    expect(safeHttpUrl('https://cdn.example.com/invoices/inv_1.pdf?expires=1&signature=a')).toBe(
      'https://cdn.example.com/invoices/inv_1.pdf?expires=1&signature=a',
    );
    expect(safeHttpUrl('http://127.0.0.1:5391/x.pdf')).toBe('http://127.0.0.1:5391/x.pdf');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:application/pdf;base64,JVBE',
    'vbscript:x',
    'ftp://host/x',
    '/relative.pdf',
    '',
    'not a url',
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('refuses missing values', () => {
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });
});
