import { useRouter } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import type { Part } from '#contract/parts';
import { Alert } from '#app/components/ui/alert';
import { buttonClass } from '#app/components/ui/button';
import { explainError } from '#app/components/ui/error-panel';
import { PartEditForm } from './part-edit-form';
import { PartFacts } from './part-facts';
import { PART_FIELDS } from '#app/features/parts/form/part-fields';
import { blankLabelErrors, fieldErrorsOf, hasFormLevelError, serialTakenBy } from '#app/features/parts/form/part-form-errors';
import { useUpdatePart, type PartEdits } from '#app/features/parts/api/update-part-mutation';

const editsOf = (part: Part): PartEdits => ({
  internal_label: part.internal_label,
  serial_number: part.serial_number,
  manufacturer: part.manufacturer,
  model: part.model,
});

/** Details with an optimistic edit: the new values show at once and roll back, with a message, if refused. */
export function PartDetailsSection({ part, canEdit }: { part: Part; canEdit: boolean }) {
  const update = useUpdatePart(part.id);
  const router = useRouter();
  const [draft, setDraft] = useState<PartEdits | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Refused before sending (a blank label) or by the server: either way one summary above the fields says it.
  const [refusedHere, setRefusedHere] = useState<Record<string, string> | null>(null);
  const serverErrors = useMemo(() => fieldErrorsOf(update.error), [update.error]);
  const errors = refusedHere ?? serverErrors;

  function startEditing(values: PartEdits | null) {
    update.reset();
    setRefusedHere(null);
    setDraft(values);
  }

  function save(values: PartEdits) {
    const blank = blankLabelErrors(values);
    setRefusedHere(blank);
    if (blank) {
      update.reset();
      setDraft(values);
      return;
    }
    setDraft(null);
    update.mutate(values, {
      // What was typed comes back in the form, next to the server's reasons.
      onError: () => setDraft(values),
      onSuccess: () => {
        editButton.current?.focus();
        // The page title carries the label: re-run this route's loader (a cache hit) to refresh it.
        void router.invalidate({ filter: (match) => match.routeId === '/_portal/parts/$partId' });
      },
    });
  }

  // A refusal the fields explain needs no second message; anything else says the save did not happen.
  const failure = update.isError && hasFormLevelError(update.error, PART_FIELDS) ? explainError(update.error) : null;
  return (
    <section aria-labelledby="part-details-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="part-details-heading" className="text-lg font-semibold">
          Details
        </h2>
        {canEdit && draft === null ? (
          // Not `disabled` while saving: focus returns here when the save lands. Reopening the form then would reset
          // the save in flight, and a failure would roll back with no message.
          <button
            ref={editButton}
            type="button"
            aria-disabled={update.isPending || undefined}
            className={buttonClass('secondary', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
            onClick={() => {
              if (!update.isPending) startEditing(editsOf(part));
            }}
          >
            Edit details
          </button>
        ) : null}
      </div>
      <div role="status" className="text-sm">
        {update.isPending ? 'Saving…' : update.isSuccess ? 'Changes saved.' : ''}
      </div>
      {failure ? (
        <Alert tone="error" role="alert" className="p-3">
          <span className="font-semibold">Your changes were not saved; the previous values are back.</span> {failure.title}:{' '}
          {failure.body}
        </Alert>
      ) : null}
      {draft ? (
        <PartEditForm
          initial={draft}
          errors={errors}
          serialTakenBy={serialTakenBy(update.error)}
          onSave={save}
          onCancel={() => startEditing(null)}
        />
      ) : null}
      <PartFacts part={part} />
    </section>
  );
}
