import { formatDateTime } from '#app/lib/format/format';
import { forecastText } from '#app/features/parts/forecast-text';

/** "due in 9 days" with the date on hover; "due now" and "overdue by …" stand out. */
export function ForecastCell({ forecastDueAt }: { forecastDueAt: string | null | undefined }) {
  const text = forecastText(forecastDueAt);
  if (!text || !forecastDueAt) return <span className="text-slate-600 dark:text-slate-400">No forecast</span>;
  return (
    <span
      title={`Forecast: ${formatDateTime(forecastDueAt)}`}
      className={text === 'due now' || text.startsWith('overdue') ? 'font-semibold text-red-800 dark:text-red-300' : undefined}
    >
      {text}
    </span>
  );
}
