import { useCallback, useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint (40rem = 640 px): the phone layout, same query as `max-sm:`. */
export const PHONE_QUERY = '(width < 40rem)';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a media query matches now, re-rendering when it changes; false where there is no matchMedia (jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}
