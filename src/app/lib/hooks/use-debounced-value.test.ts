import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('follows the value once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'd' } });
    expect(result.current).toBe('d');
    rerender({ value: 'dr' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'dri' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('d');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('dri');
  });

  it('waits the new delay when it changes mid-wait', () => {
    const changing = renderHook(({ value, delay }) => useDebouncedValue(value, delay), {
      initialProps: { value: 'a', delay: 300 },
    });
    changing.rerender({ value: 'b', delay: 300 });
    act(() => vi.advanceTimersByTime(250));
    changing.rerender({ value: 'b', delay: 100 });
    act(() => vi.advanceTimersByTime(99));
    expect(changing.result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(changing.result.current).toBe('b');
  });
});
