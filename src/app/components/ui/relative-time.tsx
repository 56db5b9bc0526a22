import { useId, useLayoutEffect, useRef, useState } from 'react';
import { formatDateTime, formatRelative } from '#app/lib/format/format';

interface RelativeTimeProps {
  iso: string;
}

/** Room the tooltip needs above its time: the sticky header (~6rem) plus the tooltip itself. */
const ROOM_ABOVE_PX = 140;

/** "3 days ago", with the exact time (in the viewer's zone) in a tooltip shown on hover and on focus. */
export function RelativeTime({ iso }: RelativeTimeProps) {
  const tipId = useId();
  const exact = formatDateTime(iso);
  const anchor = useRef<HTMLSpanElement>(null);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [below, setBelow] = useState(false);
  const open = focused || hovered;

  // Near the top of the window the tooltip would sit under the sticky header, so
  // it opens below instead. Measured before the first paint of the open tooltip,
  // and again on every scroll: focusing can scroll the page after the focus event.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => setBelow((anchor.current?.getBoundingClientRect().top ?? Infinity) < ROOM_ABOVE_PX);
    place();
    window.addEventListener('scroll', place, { passive: true });
    return () => window.removeEventListener('scroll', place);
  }, [open]);

  return (
    <span
      ref={anchor}
      className="group relative inline-block"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <time
        dateTime={iso}
        title={exact}
        tabIndex={0}
        aria-describedby={tipId}
        className="cursor-help underline decoration-dotted underline-offset-2"
      >
        {formatRelative(iso)}
      </time>
      <span
        id={tipId}
        role="tooltip"
        className={`pointer-events-none absolute ${below ? 'top-full mt-1' : 'bottom-full mb-1'} left-0 z-20 hidden whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs text-white group-focus-within:block group-hover:block dark:bg-slate-100 dark:text-slate-900`}
      >
        {exact}
      </span>
    </span>
  );
}
