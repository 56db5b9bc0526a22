import { Link, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatCount } from '#app/lib/format/format';

const TILE =
  'block h-full rounded-lg border border-slate-200 p-4 no-underline hover:border-blue-500 hover:no-underline dark:border-slate-700 dark:hover:border-sky-400';

interface CountTileProps {
  label: string;
  count: number;
  hint: ReactNode;
  link: LinkOptions;
  emphasis?: boolean;
}

export function CountTile({ label, count, hint, link, emphasis = false }: CountTileProps) {
  return (
    <li>
      <Link {...link} className={`${TILE} ${emphasis ? 'border-red-400 dark:border-red-500' : ''}`}>
        <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">{label}</span>
        <span className="mt-1 block text-3xl font-semibold text-slate-950 dark:text-white" data-testid="tile-count">
          {formatCount(count)}
        </span>
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{hint}</span>
      </Link>
    </li>
  );
}
