import { useEffect, useState } from 'react';

/**
 * A table too wide for its page scrolls sideways inside its own region, and `position: sticky`
 * then sticks to that region, which never scrolls down: the header would leave with the page.
 * While `active`, this moves the header cells down by `--head-shift` so they stay under the
 * portal header (--shell-header-height) until the table's end, and still scroll sideways with
 * their columns. A callback ref, as the table mounts only once the list has rows.
 */
export function useFollowingHeader(active: boolean) {
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  useEffect(() => {
    if (!table) return;
    if (!active) {
      table.style.removeProperty('--head-shift');
      return;
    }
    let frame = 0;
    const place = () => {
      frame = 0;
      const head = table.tHead;
      if (!head) return;
      const below = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--shell-header-height')) || 0;
      const box = table.getBoundingClientRect();
      const shift = Math.max(0, Math.min(below - box.top, box.height - head.offsetHeight));
      table.style.setProperty('--head-shift', `${shift}px`);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      table.style.removeProperty('--head-shift');
    };
  }, [active, table]);
  return setTable;
}
