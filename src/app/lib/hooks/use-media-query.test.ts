import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY, useMediaQuery } from './use-media-query';

type Listener = () => void;

/** A matchMedia whose answers the test sets per query, firing that query's change listeners. */
function stubMatchMedia(initial: Record<string, boolean>) {
  const matches = { ...initial };
  const listeners = new Map<string, Set<Listener>>();
  const listenersOf = (query: string) => listeners.get(query) ?? listeners.set(query, new Set()).get(query)!;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return matches[query] ?? false;
      },
      addEventListener: (type: string, listener: Listener) => type === 'change' && listenersOf(query).add(listener),
      removeEventListener: (type: string, listener: Listener) => type === 'change' && listenersOf(query).delete(listener),
    })),
  );
  return {
    set(query: string, value: boolean) {
      matches[query] = value;
      for (const listener of listenersOf(query)) listener();
    },
    listenerCount: (query: string) => listenersOf(query).size,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('answers whether the query matches now', () => {
    stubMatchMedia({ [PHONE_QUERY]: true, '(min-width: 80rem)': false });
    expect(renderHook(() => useMediaQuery(PHONE_QUERY)).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery('(min-width: 80rem)')).result.current).toBe(false);
  });

  it('re-renders when the query starts or stops matching', () => {
    const media = stubMatchMedia({ [PHONE_QUERY]: false });
    const { result } = renderHook(() => useMediaQuery(PHONE_QUERY));
    expect(result.current).toBe(false);
    act(() => media.set(PHONE_QUERY, true));
    expect(result.current).toBe(true);
    act(() => media.set(PHONE_QUERY, false));
    expect(result.current).toBe(false);
  });

  it('stops listening on unmount', () => {
    const media = stubMatchMedia({ [PHONE_QUERY]: false });
    const { unmount } = renderHook(() => useMediaQuery(PHONE_QUERY));
    expect(media.listenerCount(PHONE_QUERY)).toBe(1);
    unmount();
    expect(media.listenerCount(PHONE_QUERY)).toBe(0);
  });

  it('follows a new query when the argument changes, and drops the old listener', () => {
    const media = stubMatchMedia({ '(a)': true, '(b)': false });
    const { result, rerender } = renderHook(({ query }) => useMediaQuery(query), { initialProps: { query: '(a)' } });
    expect(result.current).toBe(true);
    rerender({ query: '(b)' });
    expect(result.current).toBe(false);
    expect(media.listenerCount('(a)')).toBe(0);
    expect(media.listenerCount('(b)')).toBe(1);
    act(() => media.set('(b)', true));
    expect(result.current).toBe(true);
  });

  it('is false where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result, unmount } = renderHook(() => useMediaQuery(PHONE_QUERY));
    expect(result.current).toBe(false);
    expect(() => unmount()).not.toThrow();
  });
});
