import { linkOptions } from '@tanstack/react-router';
import { formatCount, formatMoney } from '#app/lib/format/format';
import { CountTile } from './count-tile';
import { useInvoiceSummary, useRecentOrders, type InvoiceSummary } from './overview-queries';
import { PART_TILES, WEAR_TILES, type PartCountTile, type WearTile } from './overview-tiles';
import { useWearCount } from './wear-count-query';
import { useResourceCount } from './resource-count-query';
import { usePartsTotal } from './parts-total-query';
import { useSiteInScope } from '#app/features/sites/site-scope';

function PartTile({ tile }: { tile: PartCountTile }) {
  return tile.status === undefined ? <AllPartsTile tile={tile} /> : <StatusPartTile tile={tile} status={tile.status} />;
}

function AllPartsTile({ tile }: { tile: PartCountTile }) {
  return <CountTile label={tile.label} count={usePartsTotal(useSiteInScope())} hint={tile.hint} link={tile.link} />;
}

function StatusPartTile({ tile, status }: { tile: PartCountTile; status: string }) {
  return (
    <CountTile label={tile.label} count={useResourceCount('parts', status, useSiteInScope())} hint={tile.hint} link={tile.link} />
  );
}

function WearTileCard({ tile }: { tile: WearTile }) {
  const count = useWearCount(tile.which, useSiteInScope());
  if (count === null) return null;
  return (
    <CountTile
      label={tile.label}
      count={count}
      hint={tile.hint}
      link={tile.link}
      emphasis={tile.which === 'due_now' && count > 0}
    />
  );
}

function amountHint(summary: InvoiceSummary, currency: string, noun: string): string {
  if (summary.amountCents !== null) return `${formatMoney(summary.amountCents, currency)} ${noun}`;
  // More invoices than one page: an amount from part of them would be wrong, so give none.
  return `${formatCount(summary.count)} invoices; open the list for amounts`;
}

export function OverviewCards({ currency }: { currency: string }) {
  const site = useSiteInScope();
  const { total: allOrders } = useRecentOrders(site);
  const completed = useResourceCount('orders', 'completed', site);
  const sent = useInvoiceSummary('sent', site);
  const overdue = useInvoiceSummary('overdue', site);
  return (
    <ul aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {PART_TILES.map((tile) => (
        <PartTile key={tile.status ?? 'all'} tile={tile} />
      ))}
      {WEAR_TILES.map((tile) => (
        <WearTileCard key={tile.which} tile={tile} />
      ))}
      <CountTile
        label="Open orders"
        count={Math.max(0, allOrders - completed)}
        hint="not yet completed"
        link={linkOptions({ to: '/orders' })}
      />
      <CountTile
        label="Invoices to pay"
        count={sent.count}
        hint={amountHint(sent, currency, 'to pay')}
        link={linkOptions({ to: '/invoices', search: { status: 'sent' } })}
      />
      <CountTile
        label="Overdue invoices"
        count={overdue.count}
        hint={amountHint(overdue, currency, 'overdue')}
        link={linkOptions({ to: '/invoices', search: { status: 'overdue' } })}
        emphasis={overdue.count > 0}
      />
    </ul>
  );
}
