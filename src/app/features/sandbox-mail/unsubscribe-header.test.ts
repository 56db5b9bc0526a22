import { describe, expect, it } from 'vitest';
import { isOneClick, unsubscribeTargetsOf } from './unsubscribe-header';

describe('unsubscribeTargetsOf', () => {
  it('reads each bracketed address in order', () => {
    expect(unsubscribeTargetsOf('<https://a.test/u?t=1>, <mailto:u@a.test?subject=stop>')).toEqual([
      'https://a.test/u?t=1',
      'mailto:u@a.test?subject=stop',
    ]);
  });

  it('takes a value without brackets whole, and nothing from an empty one', () => {
    expect(unsubscribeTargetsOf(' https://a.test/u ')).toEqual(['https://a.test/u']);
    expect(unsubscribeTargetsOf('  ')).toEqual([]);
    expect(unsubscribeTargetsOf('<>')).toEqual(['<>']);
  });
});

describe('isOneClick', () => {
  it('is the RFC 8058 value only', () => {
    expect(isOneClick('List-Unsubscribe=One-Click')).toBe(true);
    expect(isOneClick(' list-unsubscribe=one-click ')).toBe(true);
    expect(isOneClick('List-Unsubscribe=Two-Clicks')).toBe(false);
    expect(isOneClick(null)).toBe(false);
    expect(isOneClick(undefined)).toBe(false);
  });
});
