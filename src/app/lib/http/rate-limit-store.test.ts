import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getPausedUntil,
  getPauseReason,
  holdUntil,
  release,
  subscribeRateLimit,
  useRateLimitPause,
  useRateLimitReason,
  type PauseReason,
} from './rate-limit-store';

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const minute: PauseReason = { scope: 'session', limit: 60, window: 'minute' };
const day: PauseReason = { scope: 'account', limit: 10_000, window: 'day' };

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  // The store is module state: end any pause so the next test starts unpaused.
  vi.runAllTimers();
  cleanup();
  vi.useRealTimers();
});

describe('rate-limit store', () => {
  it('holds requests until the given time, says why, and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRateLimit(listener);
    holdUntil(NOW + 5_000, minute);
    expect(getPausedUntil()).toBe(NOW + 5_000);
    expect(getPauseReason()).toEqual(minute);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ends the pause on its own at that time, even with nothing waiting', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRateLimit(listener);
    holdUntil(NOW + 5_000, minute);
    vi.advanceTimersByTime(4_999);
    expect(getPausedUntil()).toBe(NOW + 5_000);
    vi.advanceTimersByTime(1);
    expect(getPausedUntil()).toBeNull();
    expect(getPauseReason()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('only ever extends a pause: an earlier or equal end changes nothing', () => {
    holdUntil(NOW + 5_000, minute);
    const listener = vi.fn();
    const unsubscribe = subscribeRateLimit(listener);
    holdUntil(NOW + 2_000, day);
    holdUntil(NOW + 5_000, day);
    expect(getPausedUntil()).toBe(NOW + 5_000);
    expect(getPauseReason()).toEqual(minute);
    expect(listener).not.toHaveBeenCalled();
    holdUntil(NOW + 60_000, day);
    expect(getPausedUntil()).toBe(NOW + 60_000);
    expect(getPauseReason()).toEqual(day);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(getPausedUntil()).toBe(NOW + 60_000);
    vi.advanceTimersByTime(55_000);
    expect(getPausedUntil()).toBeNull();
    unsubscribe();
  });

  it('does not release a pause early, nor tell anyone when nothing was paused', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRateLimit(listener);
    release();
    expect(listener).not.toHaveBeenCalled();
    holdUntil(NOW + 5_000, null);
    expect(getPauseReason()).toBeNull();
    release();
    expect(getPausedUntil()).toBe(NOW + 5_000);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.setSystemTime(NOW + 5_000);
    release();
    expect(getPausedUntil()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const listener = vi.fn();
    subscribeRateLimit(listener)();
    holdUntil(NOW + 1_000, minute);
    expect(listener).not.toHaveBeenCalled();
  });

  it('re-renders the components that show the pause', () => {
    const pause = renderHook(() => useRateLimitPause());
    const reason = renderHook(() => useRateLimitReason());
    expect(pause.result.current).toBeNull();
    expect(reason.result.current).toBeNull();
    act(() => holdUntil(NOW + 3_000, day));
    expect(pause.result.current).toBe(NOW + 3_000);
    expect(reason.result.current).toEqual(day);
    act(() => vi.advanceTimersByTime(3_000));
    expect(pause.result.current).toBeNull();
    expect(reason.result.current).toBeNull();
  });
});
