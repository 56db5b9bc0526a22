import { Link } from '@tanstack/react-router';
import type { PartListItem } from '#contract/parts';
import type { Column } from '#app/components/infinite-list/infinite-table';
import { Badge } from '#app/components/ui/badge';
import { RelativeTime } from '#app/components/ui/relative-time';
import { formatDateTime } from '#app/lib/format/format';
import { PART_STATUS_TONES } from '#app/lib/format/part-status-tones';
import { PartTypeLabel } from '#app/features/parts/part-type-label';
import { ForecastCell } from './forecast-cell';
import { WearGauge } from '#app/features/parts/wear-gauge';

/** Only from a server with the wear extensions. */
const FORECAST_COLUMN: Column<PartListItem> = {
  id: 'forecast',
  header: 'Forecast',
  cell: (p) => <ForecastCell forecastDueAt={p.forecast_due_at} />,
  className: 'w-32',
};

const PART_COLUMNS: readonly Column<PartListItem>[] = [
  {
    id: 'label',
    header: 'Label',
    cell: (p) => (
      <Link to="/parts/$partId" params={{ partId: p.id }} className="truncate font-medium max-sm:py-3" title={p.internal_label}>
        {p.internal_label}
      </Link>
    ),
    className: 'w-48',
    phone: 'title',
  },
  { id: 'type', header: 'Type', cell: (p) => <PartTypeLabel type={p.part_type} />, className: 'w-28', phone: 'hidden' },
  {
    id: 'serial',
    header: 'Serial',
    cell: (p) => <span className="font-mono text-xs">{p.serial_number || '—'}</span>,
    className: 'w-32',
    phone: 'hidden',
  },
  { id: 'status', header: 'Status', cell: (p) => <Badge value={p.status} tones={PART_STATUS_TONES} />, className: 'w-40' },
  {
    id: 'wear',
    header: 'Wear',
    cell: (p) => <WearGauge level={p.wear_level} label={`Wear of ${p.internal_label}`} />,
    className: 'w-36',
  },
  { id: 'sharpenings', header: 'Sharpened', cell: (p) => p.sharpening_count, className: 'w-24 text-right', phone: 'hidden' },
  FORECAST_COLUMN,
  {
    id: 'serviced',
    header: 'Last serviced',
    cell: (p) => (p.last_serviced_at ? <RelativeTime iso={p.last_serviced_at} /> : 'Never'),
    // Short text that never needs truncating; the exact-time tooltip must not be clipped by the cell.
    className: 'w-32 overflow-visible!',
  },
  { id: 'created', header: 'Created', cell: (p) => formatDateTime(p.created_at), className: 'w-48', phone: 'hidden' },
];

const WITHOUT_FORECAST = PART_COLUMNS.filter((column) => column !== FORECAST_COLUMN);

export function partColumns(forecast: boolean): readonly Column<PartListItem>[] {
  return forecast ? PART_COLUMNS : WITHOUT_FORECAST;
}
