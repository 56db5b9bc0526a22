import { useId } from 'react';
import { formatDateTime, formatRelative } from '../../lib/format';

interface RelativeTimeProps {
  iso: string;
}

/** "3 days ago", with the exact time (in the viewer's zone) in a tooltip shown on hover and on focus. */
export function RelativeTime({ iso }: RelativeTimeProps) {
  const tipId = useId();
  const exact = formatDateTime(iso);
  return (
    <span className="group relative inline-block">
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
        className="pointer-events-none absolute bottom-full left-0 z-20 mb-1 hidden whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs text-white group-focus-within:block group-hover:block dark:bg-slate-100 dark:text-slate-900"
      >
        {exact}
      </span>
    </span>
  );
}
