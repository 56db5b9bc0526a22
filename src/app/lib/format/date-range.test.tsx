import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isReversedRange, useLastGoodFilters, withoutRange } from './date-range';

afterEach(cleanup);

describe('isReversedRange', () => {
  it('is true only when both ends are set and the start is after the end', () => {
    expect(isReversedRange({ from: '2026-05-02', to: '2026-05-01' })).toBe(true);
    expect(isReversedRange({ from: '2026-05-01', to: '2026-05-01' })).toBe(false);
    expect(isReversedRange({ from: '2026-04-30', to: '2026-05-01' })).toBe(false);
    expect(isReversedRange({ from: '2026-05-02' })).toBe(false);
    expect(isReversedRange({ to: '2026-05-01' })).toBe(false);
  });
});

describe('useLastGoodFilters', () => {
  it('keeps the last good filters while the range is reversed, then follows again', () => {
    const good = { status: 'paid', from: '2026-01-01', to: undefined as string | undefined };
    const { result, rerender } = renderHook((filters: typeof good) => useLastGoodFilters(filters), { initialProps: good });
    expect(result.current).toEqual(good);
    rerender({ ...good, to: '2025-12-01' });
    expect(result.current).toEqual(good);
    const fixed = { ...good, to: '2026-02-01' };
    rerender(fixed);
    expect(result.current).toEqual(fixed);
  });

  it('starts without the dates when the first filters are already reversed', () => {
    const reversed = { status: 'paid', from: '2026-02-01', to: '2026-01-01' };
    const { result } = renderHook(() => useLastGoodFilters(reversed));
    expect(result.current).toEqual(withoutRange(reversed));
    expect(result.current).toEqual({ status: 'paid', from: undefined, to: undefined });
  });

  it('falls back to the latest good filters, not the first ones', () => {
    const first = { status: 'paid', from: '2026-01-01', to: '2026-01-31' };
    const { result, rerender } = renderHook((filters: typeof first) => useLastGoodFilters(filters), { initialProps: first });
    const second = { ...first, to: '2026-03-31' };
    rerender(second);
    expect(result.current).toEqual(second);
    rerender({ ...second, from: '2026-04-01' });
    expect(result.current).toEqual(second);
  });
});
