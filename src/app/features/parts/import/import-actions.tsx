import { Link } from '@tanstack/react-router';
import { Alert } from '#app/components/ui/alert';
import { Button, buttonClass } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { formatCount } from '#app/lib/format/format';
import type { ImportState } from './import-state';
import type { ImportRows } from './use-import-rows';

const parts = (n: number) => `${formatCount(n)} ${n === 1 ? 'part' : 'parts'}`;

/** Rows an import would send now: checked and ready, or not checked yet (the import checks them first). */
export const importable = (counts: ImportRows['counts']) => counts.ready + counts.unchecked;

/** "298 ready, 2 not checked yet, 1 needs attention, 1 left out": what an import would do now; rows the service has not checked say so. */
export function ImportCounts({ counts }: { counts: ImportRows['counts'] }) {
  const words = [
    counts.ready > 0 || counts.unchecked === 0 ? `${formatCount(counts.ready)} ready` : null,
    counts.unchecked > 0 ? `${formatCount(counts.unchecked)} not checked yet` : null,
    `${formatCount(counts.attention)} need${counts.attention === 1 ? 's' : ''} attention`,
    counts['left-out'] > 0 ? `${formatCount(counts['left-out'])} left out` : null,
    counts.registered > 0 ? `${formatCount(counts.registered)} already registered` : null,
  ];
  return (
    <p role="status" aria-live="polite" className="text-sm font-medium">
      {words.filter(Boolean).join(', ')}
    </p>
  );
}

interface ImportActionsProps {
  state: ImportState;
  counts: ImportRows['counts'];
  total: number;
  unsupported: boolean;
  onCheck: () => void;
  onImport: () => void;
  onResume: () => void;
}

/** Step 3: check with the service, import with a progress bar, and resume after a dropped connection. */
export function ImportActions({ state, counts, total, unsupported, onCheck, onImport, onResume }: ImportActionsProps) {
  if (unsupported) {
    return (
      <Alert tone="warning" role="alert" title="This server can’t import parts in bulk">
        It has no bulk registration (POST /v1/parts/batch), so nothing was registered. Register parts one at a time from{' '}
        <Link to="/parts">the parts list</Link>.
      </Alert>
    );
  }
  if (state.phase === 'importing' || state.phase === 'checking') {
    const importing = state.phase === 'importing';
    return (
      <div className="flex flex-col gap-1">
        <progress
          aria-label={importing ? 'Importing parts' : 'Checking rows with the service'}
          value={importing ? state.progress : undefined}
          max={importing ? total : undefined}
          className="h-2 w-full max-w-md accent-blue-700 dark:accent-sky-300"
        />
        <p role="status" aria-live="polite" className="text-sm">
          {importing
            ? `Registered ${formatCount(state.progress)} of ${parts(total)}…`
            : 'Checking every row with the service (serial numbers already registered, too)…'}
        </p>
      </div>
    );
  }
  if (state.phase === 'interrupted') {
    return (
      <div className="flex flex-col items-start gap-2">
        <ErrorPanel error={state.error} />
        <p className="text-sm">
          The import stopped after {formatCount(state.progress)} of {parts(total)}. Nothing is lost and nothing will be registered
          twice: resuming sends the rest, and a batch the service already has is answered from its record.
        </p>
        <Button onClick={onResume}>Resume import</Button>
      </div>
    );
  }
  const blocked = counts.attention > 0 || importable(counts) === 0;
  return (
    <div className="flex flex-col gap-2">
      {state.error ? <ErrorPanel error={state.error} onRetry={onCheck} /> : null}
      {counts.registered > 0 ? (
        <Alert tone="info">
          {parts(counts.registered)} of this file are registered already.{' '}
          <Link to="/parts" search={{ import: state.importId }}>
            Show them
          </Link>
          . Fix or leave out the rows that need attention to import the rest.
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={onCheck} disabled={importable(counts) === 0}>
          Check with the service
        </Button>
        <Button onClick={onImport} disabled={blocked}>
          Import {parts(importable(counts))}
        </Button>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {counts.attention > 0
          ? `Fix the ${formatCount(counts.attention)} row${counts.attention === 1 ? '' : 's'} that need attention, or leave them out, to import.`
          : 'Nothing is registered until you import: all or nothing, in batches of up to 1,000.'}
      </p>
    </div>
  );
}

export function ImportResult({ state, onAnother }: { state: ImportState; onAnother: () => void }) {
  return (
    <Alert tone="success" role="status" title={`Registered ${parts(state.created)}`}>
      <p>
        From {state.sourceName ?? 'your spreadsheet'}.{' '}
        <Link to="/parts" search={{ import: state.importId }} className="font-medium">
          Show the {parts(state.created)} you imported
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/parts" className={buttonClass('secondary')}>
          All parts
        </Link>
        <Button variant="ghost" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </Alert>
  );
}
