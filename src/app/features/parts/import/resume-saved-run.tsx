import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { formatCount, formatDateTime } from '#app/lib/format/format';
import { partsKeys } from '#app/features/parts/api/parts-list-query';
import { registerPartsBatch } from '#app/features/parts/api/parts-batch-mutation';
import { runImport } from './run-import';
import { forgetRun, saveRun, type SavedImportRun } from './saved-import-run';

type Phase =
  | { kind: 'offered' }
  | { kind: 'running' }
  | { kind: 'done'; created: number }
  | { kind: 'refused' }
  | { kind: 'stopped'; error: unknown };

const parts = (n: number) => `${formatCount(n)} part${n === 1 ? '' : 's'}`;
const registeredIn = (saved: SavedImportRun) =>
  saved.run.batches.filter((batch) => batch.done).reduce((sum, batch) => sum + batch.rows.length, 0);

/**
 * An import this person started here and did not finish (a reload, a closed tab, a dropped
 * connection): resuming sends the batches not yet answered with the keys they were first sent
 * with, so a batch the service did register is answered from its record, never registered twice.
 */
export function ResumeSavedRun({
  saved,
  owner,
  onGone,
}: {
  saved: SavedImportRun;
  owner: { accountId: string; userId: string };
  onGone: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ kind: 'offered' });
  const [registered, setRegistered] = useState(() => registeredIn(saved));
  const queryClient = useQueryClient();
  const headingId = useId();
  const controller = useRef(new AbortController());
  useEffect(() => () => controller.current.abort(), []);
  const total = saved.run.batches.reduce((sum, batch) => sum + batch.rows.length, 0);
  const { run } = saved;

  const resume = async () => {
    setPhase({ kind: 'running' });
    const outcome = await runImport(run, {
      send: async (batch) => {
        const answer = await registerPartsBatch(batch.parts, run.importId, batch.key, controller.current.signal);
        return { created: answer.meta.created };
      },
      onProgress: (count) => {
        setRegistered(count);
        saveRun(owner.accountId, owner.userId, run, saved.sourceName);
      },
    });
    if (controller.current.signal.aborted) return;
    void queryClient.invalidateQueries({ queryKey: partsKeys.all });
    if (outcome.kind === 'interrupted') return setPhase({ kind: 'stopped', error: outcome.error });
    forgetRun(owner.accountId, owner.userId);
    setPhase(outcome.kind === 'done' ? { kind: 'done', created: outcome.created } : { kind: 'refused' });
  };
  const discard = () => {
    forgetRun(owner.accountId, owner.userId);
    onGone();
  };

  const shown = (
    <Link to="/parts" search={{ import: run.importId }}>
      Show them
    </Link>
  );
  if (phase.kind === 'done') {
    return (
      <Alert tone="success" role="status" title={`Registered ${parts(phase.created)}`} className="mb-6">
        The import of {saved.sourceName ?? 'your spreadsheet'} is complete. {shown}.
      </Alert>
    );
  }
  if (phase.kind === 'refused') {
    return (
      <Alert tone="warning" role="alert" title="The service refused the rest of the import" className="mb-6">
        {parts(registered)} are registered ({shown}); a later batch has rows the service no longer accepts (a serial number
        registered meanwhile, for example). Choose the file again: the importer marks what needs fixing.
      </Alert>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Alert tone="info" title="An import was left unfinished" labelledBy={headingId} className="mb-6">
        <p>
          {saved.sourceName ?? 'A spreadsheet'}: {parts(registered)} of {formatCount(total)} registered when it stopped (
          {formatDateTime(saved.savedAt)}). Resuming sends the rest; nothing is registered twice, rows without serial numbers
          included.
        </p>
        {phase.kind === 'running' ? (
          <p role="status" aria-live="polite" className="mt-2">
            Registered {formatCount(registered)} of {parts(total)}…
          </p>
        ) : null}
        {phase.kind === 'stopped' ? (
          <div className="mt-2">
            <ErrorPanel error={phase.error} />
          </div>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => void resume()} disabled={phase.kind === 'running'}>
            Resume import
          </Button>
          <Button variant="ghost" onClick={discard} disabled={phase.kind === 'running'}>
            Discard it
          </Button>
        </div>
      </Alert>
    </section>
  );
}
