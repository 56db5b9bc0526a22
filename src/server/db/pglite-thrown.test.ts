import { describe, expect, it } from 'vitest';
import { messageOfThrown } from './pglite-thrown';

describe('messageOfThrown', () => {
  it('names the errno of PGlite’s file layer instead of "[object Object]"', () => {
    expect(messageOfThrown({ name: 'ErrnoError', errno: 51 })).toBe('file system error ENOSPC: no space left on device');
    expect(messageOfThrown({ name: 'ErrnoError', errno: 999 })).toBe('file system error errno 999');
  });

  it('keeps an Error’s message and shows any other value', () => {
    expect(messageOfThrown(new Error('boom'))).toBe('boom');
    expect(messageOfThrown({ name: 'Odd', detail: 1 })).toBe('Odd {"name":"Odd","detail":1}');
    expect(messageOfThrown('text')).toBe('text');
    expect(messageOfThrown(undefined)).toBe('undefined');
  });
});
