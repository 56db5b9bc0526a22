import { useCallback, useRef, useState } from 'react';

/**
 * Whether the region's content fits its width. A wide table scrolls sideways inside its own
 * region; one that fits drops that scroll box, so its sticky header follows the window instead
 * of a box that never scrolls vertically. Measured, since the fit depends on the table's
 * minimum width, the window and the columns shown. A callback ref, as the region mounts only
 * once the list has rows.
 */
export function useFitsWidth<E extends HTMLElement>() {
  const [fits, setFits] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const regionRef = useCallback((region: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!region || typeof ResizeObserver === 'undefined') return;
    // scrollWidth counts overflowing content whether or not the region scrolls.
    const measure = () => setFits(region.scrollWidth <= region.clientWidth);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(region);
    if (region.firstElementChild) observer.current.observe(region.firstElementChild);
  }, []);
  return { regionRef, fits };
}
