import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { Button } from '#app/components/ui/button';
import { PageHeader } from '#app/components/ui/page-header';
import { formatCount } from '#app/lib/format/format';
import { useSession } from '#app/features/session/session-query';
import { useHasScope } from '#app/features/session/session-scopes';
import { WriteAccessNote } from '#app/features/parts/write-access-note';
import { ImportActions, ImportCounts, ImportResult, importable } from './import-actions';
import { MappingStep } from './mapping-step';
import type { RowEditing } from './preview-row';
import { PreviewTable } from './preview-table';
import { ResumeSavedRun } from './resume-saved-run';
import { loadSavedRun } from './saved-import-run';
import { SourceStep } from './source-step';
import { useImportFlow } from './use-import-flow';
import { PARTS_IMPORT_HEADING } from '#contract/screen-headings';

/**
 * Parts → Import from a spreadsheet: choose or paste, match columns, preview every row with its
 * problems, fix or leave out, then import all of it in batches, or nothing.
 */
export function PartsImportPage() {
  const canRegister = useHasScope('parts:write');
  const session = useSession();
  const owner = { accountId: session.account.id, userId: session.user.id };
  const flow = useImportFlow(owner);
  const [saved, setSaved] = useState(() => loadSavedRun(owner.accountId, owner.userId));
  const { state, remembered, dispatch, rows } = flow;
  const checkId = useId();
  const editable = state.phase === 'review';
  // One object while nothing it holds changes, so the table draws again only the rows that changed.
  const editing = useMemo<RowEditing>(
    () => ({
      editable,
      onEdit: (index, field, value) => dispatch({ type: 'edit', index, field, value }),
      onLeaveOut: (index, out) => dispatch({ type: 'leave-out', index, out }),
    }),
    [editable, dispatch],
  );
  const header = (
    <PageHeader
      title={PARTS_IMPORT_HEADING.title}
      description={PARTS_IMPORT_HEADING.description}
      actions={<Link to="/parts">Back to parts</Link>}
    />
  );
  if (!canRegister) {
    return (
      <>
        {header}
        <WriteAccessNote missing={['parts:write']} actions="importing parts" />
      </>
    );
  }
  const { table } = state;
  if (!table || state.phase === 'choose' || state.phase === 'reading') {
    return (
      <>
        {header}
        {saved && state.phase === 'choose' ? <ResumeSavedRun saved={saved} owner={owner} onGone={() => setSaved(null)} /> : null}
        <SourceStep
          refusal={state.refusal}
          reading={state.phase === 'reading' ? state.sourceName : null}
          onFile={flow.readFile}
          onText={flow.readText}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <div className="mb-6 flex flex-wrap items-center gap-3 text-sm">
        <p>
          {state.sourceName}: {formatCount(table.rows.length)} row{table.rows.length === 1 ? '' : 's'}.
        </p>
        {state.phase === 'done' || editable ? (
          <Button variant="ghost" onClick={() => dispatch({ type: 'start-over' })}>
            Choose another file
          </Button>
        ) : null}
      </div>
      {state.phase === 'done' ? (
        <ImportResult state={state} onAnother={() => dispatch({ type: 'start-over' })} />
      ) : (
        <div className="flex flex-col gap-8">
          <MappingStep
            table={table}
            mapping={state.mapping}
            unknownTypes={rows.unknownTypes}
            typeChoices={state.typeChoices}
            remembered={remembered}
            onRemap={(column, target) => dispatch({ type: 'remap', column, target })}
            onChooseType={(value, partType) => dispatch({ type: 'choose-type', value, partType })}
            site={flow.site}
          />
          <section aria-labelledby={checkId} className="flex flex-col gap-3">
            <h2 id={checkId} className="text-lg font-semibold">
              3. Check the rows and import
            </h2>
            <ImportCounts counts={rows.counts} />
            <PreviewTable rows={rows.rows} editing={editing} />
            <ImportActions
              state={state}
              counts={rows.counts}
              total={state.run?.batches.reduce((sum, batch) => sum + batch.rows.length, 0) ?? importable(rows.counts)}
              unsupported={flow.unsupported}
              onCheck={() => void flow.check()}
              onImport={() => void flow.startImport()}
              onResume={flow.resume}
            />
          </section>
        </div>
      )}
    </>
  );
}
