import { humanize } from '#app/lib/format/humanize';

export type BadgeTone = 'neutral' | 'info' | 'progress' | 'success' | 'warning' | 'danger' | 'muted';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600',
  info: 'bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-100 dark:ring-sky-700',
  progress: 'bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-100 dark:ring-violet-700',
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-700',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-700',
  danger: 'bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-100 dark:ring-red-700',
  muted: 'bg-zinc-200 text-zinc-800 ring-zinc-400 dark:bg-zinc-800 dark:text-zinc-200 dark:ring-zinc-600',
};

interface BadgeProps {
  /** The raw value, e.g. a status. Shown humanized. */
  value: string;
  /** Known values and their colours; anything else (a status this client has never seen) is neutral. */
  tones?: Readonly<Record<string, BadgeTone>>;
}

export function Badge({ value, tones = {} }: BadgeProps) {
  const tone = Object.hasOwn(tones, value) ? (tones[value] ?? 'neutral') : 'neutral';
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}
    >
      {humanize(value)}
    </span>
  );
}
