import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChunkedCount } from './use-chunked-count';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useChunkedCount', () => {
  it('starts with one chunk and adds one per yield until all are shown', () => {
    const { result } = renderHook(() => useChunkedCount(250, 100));
    expect(result.current).toBe(100);
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(200);
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(250);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(250);
  });

  it('shows a short list at once', () => {
    const { result } = renderHook(() => useChunkedCount(3, 100));
    expect(result.current).toBe(3);
  });

  it('keeps going when the list grows (another page loaded)', () => {
    const { result, rerender } = renderHook(({ total }) => useChunkedCount(total, 100), { initialProps: { total: 100 } });
    expect(result.current).toBe(100);
    rerender({ total: 150 });
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current).toBe(150);
  });
});
