import { useId, useState } from 'react';
import type { PartHistoryEntry } from '#contract/parts';
import { formatDate } from '#app/lib/format/format';
import { DUE_FROM, WATCH_FROM } from '#app/features/parts/wear';
import { project, summariseWear, trendToDue, wearSeries, type ChartBox, type WearPoint } from './wear-chart-geometry';

// Two drawings so the labels stay readable: a narrow one for phones, a wide one from `sm` up.
// Only one is displayed (the other is display:none, so assistive tech sees one image).
const WIDE: ChartBox = { width: 640, height: 220, left: 44, right: 16, top: 12, bottom: 28 };
const NARROW: ChartBox = { width: 320, height: 200, left: 40, right: 12, top: 12, bottom: 28 };
const dayOf = (iso: string) => formatDate(iso.slice(0, 10));

interface ChartSvgProps {
  points: readonly WearPoint[];
  trend: WearPoint | null;
  box: ChartBox;
  captionId: string;
  className: string;
}

function ChartSvg({ points, trend, box, captionId, className }: ChartSvgProps) {
  const { x, y, start, end } = project(trend ? [...points, trend] : points, box);
  const last = points.at(-1)!;
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.time).toFixed(1)},${y(p.wear).toFixed(1)}`).join(' ');
  const right = box.width - box.right;
  return (
    <svg
      role="img"
      aria-labelledby={captionId}
      viewBox={`0 0 ${box.width} ${box.height}`}
      className={`h-auto w-full text-slate-700 dark:text-slate-300 ${className}`}
    >
      {[0, WATCH_FROM, DUE_FROM, 100].map((level) => (
        <g key={level}>
          <line
            x1={box.left}
            x2={right}
            y1={y(level)}
            y2={y(level)}
            stroke="currentColor"
            strokeOpacity={level === 0 ? 0.6 : 0.25}
            strokeDasharray={level === 0 || level === 100 ? undefined : '4 4'}
          />
          <text x={box.left - 6} y={y(level) + 4} textAnchor="end" fontSize="11" fill="currentColor">
            {level}%
          </text>
        </g>
      ))}
      <text x={box.left} y={box.height - 8} fontSize="11" fill="currentColor">
        {dayOf(new Date(start).toISOString())}
      </text>
      <text x={right} y={box.height - 8} textAnchor="end" fontSize="11" fill="currentColor">
        {end === start ? '' : dayOf(new Date(end).toISOString())}
      </text>
      <path
        d={line}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
        className="text-blue-700 dark:text-sky-300"
      />
      {trend ? (
        <path
          d={`M${x(last.time).toFixed(1)},${y(last.wear).toFixed(1)} L${x(trend.time).toFixed(1)},${y(trend.wear).toFixed(1)}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeDasharray="6 5"
          data-testid="wear-trend"
          className="text-blue-700 dark:text-sky-300"
        />
      ) : null}
      {points.map((p, i) => (
        <circle key={i} cx={x(p.time)} cy={y(p.wear)} r="3.5" fill="currentColor" className="text-blue-700 dark:text-sky-300" />
      ))}
    </svg>
  );
}

interface WearChartProps {
  history: readonly PartHistoryEntry[];
  currentWear: number;
  /** From a server with the wear extensions: the trend is drawn on to this date, dashed. */
  forecastDueAt?: string | null;
  now?: number;
}

/** Wear over time as an SVG line; the figcaption is its text alternative, the table below has every value. */
export function WearChart({ history, currentWear, forecastDueAt, now }: WearChartProps) {
  const captionId = useId();
  // The line ends at the moment the screen was opened.
  const [openedAt] = useState(() => now ?? Date.now());
  const points = wearSeries(history, currentWear, openedAt);
  const trend = trendToDue(points.at(-1)!, forecastDueAt, DUE_FROM);
  return (
    <figure className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <ChartSvg points={points} trend={trend} box={NARROW} captionId={captionId} className="sm:hidden" />
      <ChartSvg points={points} trend={trend} box={WIDE} captionId={captionId} className="hidden max-w-3xl sm:block" />
      <figcaption id={captionId} className="mt-2 text-sm">
        <span className="font-medium">Wear over time. </span>
        {summariseWear(history, currentWear, dayOf)}
        {trend
          ? ` The dashed line continues the trend to the due level on ${dayOf(new Date(trend.time).toISOString())}.`
          : ''}{' '}
        Dashed lines mark the watch ({WATCH_FROM}%) and due ({DUE_FROM}%) levels.
      </figcaption>
    </figure>
  );
}
