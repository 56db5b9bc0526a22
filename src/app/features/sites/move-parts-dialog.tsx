import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartListItem } from '#contract/parts';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { explainError } from '#app/components/ui/error-panel';
import { Select } from '#app/components/ui/field';
import { isApiError } from '#app/lib/http/api-error';
import { formatCount } from '#app/lib/format/format';
import { partsKeys } from '#app/features/parts/api/parts-list-query';
import { sendUpdatePart } from '#app/features/parts/api/send-update-part';
import { sitesKeys, sitesQueryOptions } from './api/sites-query';
import { moveParts, type MoveOutcome } from './move-parts';
import { sitesByName } from './part-site-choice';

const reasonOf = (error: unknown) =>
  isApiError(error) && error.code === 'part_in_open_order' ? 'in an open order' : explainError(error).title.toLowerCase();

const partsWord = (n: number) => (n === 1 ? '1 part' : `${formatCount(n)} parts`);

/** Moves the parts selected in the list to one site; says which stayed and why. */
export function MovePartsDialog({ parts, onClose }: { parts: readonly PartListItem[]; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const { data: sites } = useQuery({ ...sitesQueryOptions('active'), retry: false });
  const choices = sitesByName(sites ?? []);
  const [destination, setDestination] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<MoveOutcome | null>(null);
  const chosen = destination ?? choices[0]?.id ?? '';
  const siteName = choices.find((site) => site.id === chosen)?.name ?? '';
  const labelOf = (partId: string) => parts.find((part) => part.id === partId)?.internal_label ?? partId;

  async function move() {
    setBusy(true);
    try {
      setOutcome(await moveParts(parts, chosen, (partId) => sendUpdatePart(partId, { site_id: chosen }), reasonOf));
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partsKeys.all }),
        queryClient.invalidateQueries({ queryKey: sitesKeys.all }),
      ]);
    }
  }

  return (
    <Dialog title={`Move ${partsWord(parts.length)} to another site`} onClose={onClose} busy={busy}>
      {outcome ? (
        <div role="status" className="space-y-2 text-sm">
          <p>
            Moved {partsWord(outcome.moved.length)} to {siteName}.
          </p>
          {outcome.stayed.length > 0 ? (
            <>
              <p>
                {partsWord(outcome.stayed.length)} stayed where {outcome.stayed.length === 1 ? 'it was' : 'they were'}:
              </p>
              <ul className="list-disc pl-5">
                {outcome.stayed.map((stayed) => (
                  <li key={stayed.id}>
                    {labelOf(stayed.id)}: {stayed.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            Move to
          </label>
          <Select id={id} value={chosen} onChange={(event) => setDestination(event.target.value)}>
            {choices.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </Select>
          <p className="text-xs text-slate-700 dark:text-slate-300">
            Parts in an open order stay where the driver collects them.
          </p>
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {outcome ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={busy || chosen === ''} onClick={() => void move()}>
              {busy ? 'Moving…' : `Move ${partsWord(parts.length)}`}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
