import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { formatCount } from '#app/lib/format/format';
import type { CollectProgress } from './collect-invoices';
import type { InvoicesSearch } from '#app/features/invoices/list/invoices-search';
import { useInvoicesExport } from './use-invoices-export';

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

function ExportProgress({ progress, onCancel }: { progress: CollectProgress; onCancel: () => void }) {
  const secondsLeft = useSecondsLeft(progress.pausedUntil);
  const of = progress.total === null ? '' : ` of ${formatCount(progress.total)}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex min-w-56 flex-col gap-1">
        <progress
          aria-label="Exporting invoices"
          value={progress.total === null ? undefined : progress.fetched}
          max={progress.total ?? undefined}
          className="h-2 w-full accent-blue-700 dark:accent-sky-300"
        />
        <p role="status" aria-live="polite" className="text-xs text-slate-700 dark:text-slate-300">
          {progress.pausedUntil !== null
            ? `Paused to stay within the rate limit, resuming in ${secondsLeft} s`
            : `Fetched ${formatCount(progress.fetched)}${of} invoices…`}
        </p>
      </div>
      <Button variant="secondary" onClick={onCancel}>
        Cancel export
      </Button>
    </div>
  );
}

/** "Export CSV" for the list as currently filtered: every page, with progress and a way out. */
export function InvoicesExport({ filters, currency }: { filters: InvoicesSearch; currency: string }) {
  const { state, start, cancel } = useInvoicesExport(filters, currency);
  if (state.phase === 'running') return <ExportProgress progress={state.progress} onCancel={cancel} />;
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onClick={() => void start()}>
        Export CSV
      </Button>
      <p role="status" aria-live="polite" className="text-xs text-slate-700 dark:text-slate-300">
        {state.phase === 'done' ? `Downloaded ${formatCount(state.count)} invoices as ${state.fileName}` : null}
        {state.phase === 'cancelled' ? 'Export cancelled.' : null}
      </p>
      {state.phase === 'failed' ? <ErrorPanel error={state.error} onRetry={() => void start()} /> : null}
    </div>
  );
}
