import { WEAR_BAND_LABELS, WEAR_MAX, WEAR_MIN, clampWear, wearBand, wearValueText, type WearBand } from './wear';

const BAR: Record<WearBand, string> = {
  fresh: 'bg-emerald-600 dark:bg-emerald-400',
  watch: 'bg-amber-500 dark:bg-amber-300',
  due: 'bg-red-600 dark:bg-red-400',
};

const WIDTHS = [
  'w-0',
  'w-1/12',
  'w-2/12',
  'w-3/12',
  'w-4/12',
  'w-5/12',
  'w-6/12',
  'w-7/12',
  'w-8/12',
  'w-9/12',
  'w-10/12',
  'w-11/12',
  'w-full',
];

/** Width in twelfths: a class, not an inline style, so nothing fights the CSP. */
function fillClass(wear: number): string {
  return WIDTHS[Math.round((wear / WEAR_MAX) * 12)] ?? 'w-full';
}

interface WearGaugeProps {
  level: number;
  /** Accessible name, e.g. "Wear of Line 1 blade #3". */
  label?: string;
  size?: 'compact' | 'large';
}

/** A 0–100 wear meter with its band in words, readable by screen readers (role=meter). */
export function WearGauge({ level, label = 'Wear', size = 'compact' }: WearGaugeProps) {
  const wear = clampWear(level);
  const band = wearBand(wear);
  const large = size === 'large';
  return (
    <span
      role="meter"
      aria-label={label}
      aria-valuemin={WEAR_MIN}
      aria-valuemax={WEAR_MAX}
      aria-valuenow={wear}
      aria-valuetext={wearValueText(wear)}
      className={`inline-flex items-center gap-2 ${large ? 'w-full max-w-sm' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`block overflow-hidden rounded-full bg-slate-200 ring-1 ring-inset ring-slate-400 dark:bg-slate-800 dark:ring-slate-500 ${large ? 'h-3 flex-1' : 'h-2 w-14'}`}
      >
        <span className={`block h-full rounded-full ${BAR[band]} ${fillClass(wear)}`} />
      </span>
      <span aria-hidden="true" className={`whitespace-nowrap tabular-nums ${large ? 'text-sm' : 'text-xs'}`}>
        {wear}%{' '}
        <span className="text-slate-700 dark:text-slate-300">
          {large ? WEAR_BAND_LABELS[band] : band === 'due' ? 'Due' : WEAR_BAND_LABELS[band]}
        </span>
      </span>
    </span>
  );
}
