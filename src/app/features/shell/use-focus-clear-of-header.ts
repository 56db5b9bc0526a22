import { useEffect, type RefObject } from 'react';

/** Space left between the sticky header and a focused element scrolled out from under it. */
const GAP_PX = 8;

/**
 * Keeps the keyboard focus from landing under the sticky header (WCAG 2.4.11):
 * browsers count an element under a sticky header as in view and don't scroll to
 * it. `scroll-padding-top` would, but it also shifts the router's scroll
 * restoration, so this scrolls only when a focused element is actually covered.
 */
/** The lowest edge of what sticks over the target: the header, or a list's column headers stuck under it. */
function stuckBottom(bar: HTMLElement, target: Element): number {
  const bottom = bar.getBoundingClientRect().bottom;
  const headerRow = target.closest('tbody')?.parentElement?.querySelector(':scope > thead th');
  if (!headerRow || getComputedStyle(headerRow).position !== 'sticky') return bottom;
  return Math.max(bottom, headerRow.getBoundingClientRect().bottom);
}

export function useFocusClearOfHeader(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const bar = header.current;
      if (!bar || !(event.target instanceof Element) || bar.contains(event.target)) return;
      if (getComputedStyle(bar).position !== 'sticky') return;
      const covered = stuckBottom(bar, event.target) + GAP_PX - event.target.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: -covered });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [header]);
}
