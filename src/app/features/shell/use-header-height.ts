import { useEffect, type RefObject } from 'react';

/**
 * Publishes the header's height as --shell-header-height on the root element, so what sticks
 * below it (a list's column headers) sits right under it whatever the header wraps to.
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = header.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--shell-header-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--shell-header-height');
    };
  }, [header]);
}
