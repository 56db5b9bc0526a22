import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/parts?status=retired', '/parts?status=retired'],
    [undefined, '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/sign-in?redirect=/x', '/'],
    ['/\t/evil.example/', '/'],
    ['/\n/evil.example/', '/'],
    ['/\r\n/evil.example/', '/'],
    ['/\t\\evil.example/', '/'],
    ['/orders/ord_1#timeline', '/orders/ord_1#timeline'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
