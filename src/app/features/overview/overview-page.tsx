import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../components/ui/page-header';
import { formatCount } from '../../lib/format';
import { useSession } from '../session/session-query';
import { OVERVIEW_TILES, type OverviewTile } from './overview-tiles';
import { useResourceCount } from './resource-count-query';

const TILE = 'block rounded-lg border border-slate-200 p-4 no-underline hover:border-blue-500 hover:no-underline dark:border-slate-700 dark:hover:border-sky-400';

function CountTile({ tile }: { tile: OverviewTile }) {
  const count = useResourceCount(tile.resource, tile.status);
  return (
    <li>
      <Link {...tile.link} className={TILE}>
        <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">{tile.label}</span>
        <span className="mt-1 block text-3xl font-semibold text-slate-950 dark:text-white">{formatCount(count)}</span>
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">{tile.hint}</span>
      </Link>
    </li>
  );
}

export function OverviewPage() {
  const session = useSession();
  return (
    <>
      <PageHeader title="Overview" description={`Welcome back, ${session.user.name}.`} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {OVERVIEW_TILES.map((tile) => (
          <CountTile key={`${tile.resource}:${tile.status ?? 'all'}`} tile={tile} />
        ))}
      </ul>
    </>
  );
}
