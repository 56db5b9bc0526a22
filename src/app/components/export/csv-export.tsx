import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { formatCount } from '#app/lib/format/format';
import type { CollectProgress } from '#app/lib/csv/collect-pages';
import type { ExportState } from '#app/lib/csv/use-csv-export';

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

function ExportProgress({ plural, progress, onCancel }: { plural: string; progress: CollectProgress; onCancel: () => void }) {
  const secondsLeft = useSecondsLeft(progress.pausedUntil);
  const of = progress.total === null ? '' : ` of ${formatCount(progress.total)}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex min-w-56 flex-col gap-1">
        <progress
          aria-label={`Exporting ${plural}`}
          value={progress.total === null ? undefined : progress.fetched}
          max={progress.total ?? undefined}
          className="h-2 w-full accent-blue-700 dark:accent-sky-300"
        />
        <p role="status" aria-live="polite" className="text-xs text-slate-700 dark:text-slate-300">
          {progress.pausedUntil !== null
            ? `Paused to stay within the rate limit, resuming in ${secondsLeft} s`
            : `Fetched ${formatCount(progress.fetched)}${of} ${plural}…`}
        </p>
      </div>
      <Button variant="secondary" onClick={onCancel}>
        Cancel export
      </Button>
    </div>
  );
}

interface CsvExportProps {
  /** What the rows are, plural: "invoices", "parts". */
  plural: string;
  state: ExportState;
  start: () => void;
  cancel: () => void;
  /** Under the button: what the file holds beyond the list (or leaves out). */
  note?: string;
}

/** "Export CSV" for a list as currently filtered: every page, with progress and a way out. */
export function CsvExport({ plural, state, start, cancel, note }: CsvExportProps) {
  if (state.phase === 'running') return <ExportProgress plural={plural} progress={state.progress} onCancel={cancel} />;
  return (
    <div className="flex flex-col items-end">
      <Button variant="secondary" onClick={start}>
        Export CSV
      </Button>
      {/* Always in the page, so what it later says is announced; empty, it takes no room beside other buttons. */}
      <p role="status" aria-live="polite" className="text-xs text-slate-700 [&:not(:empty)]:mt-2 dark:text-slate-300">
        {state.phase === 'done' ? `Downloaded ${formatCount(state.count)} ${plural} as ${state.fileName}` : null}
        {state.phase === 'cancelled' ? 'Export cancelled.' : null}
        {state.phase === 'done' && note ? ` ${note}` : null}
      </p>
      {state.phase === 'failed' ? (
        <div className="mt-2">
          <ErrorPanel error={state.error} onRetry={start} />
        </div>
      ) : null}
    </div>
  );
}
