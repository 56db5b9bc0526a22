import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Part } from '#contract/parts';
import type { Site } from '#contract/sites';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { explainError } from '#app/components/ui/error-panel';
import { Select } from '#app/components/ui/field';
import { sitesQueryOptions } from './api/sites-query';
import { useMovePart } from './move-part-mutation';
import { sitesByName } from './part-site-choice';

const place = (site: Site) => [site.address.line1, site.address.city].filter(Boolean).join(', ');

/**
 * Where the part lives and, for a manager who may edit parts, a move to another kitchen in one step.
 * Nothing from a server without sites (the part has no site_id). A part in an open order stays
 * where the driver will collect it: the server refuses the move, so the screen does not offer it.
 */
export function PartSiteSection({ part, canEdit, heldByOrder }: { part: Part; canEdit: boolean; heldByOrder: boolean }) {
  const sites = useQuery({ ...sitesQueryOptions('active'), retry: false, enabled: part.site_id !== undefined });
  if (part.site_id === undefined || !sites.data) return null;
  const home = sites.data.find((site) => site.id === part.site_id);
  const others = sitesByName(sites.data.filter((site) => site.id !== part.site_id));
  return (
    <section aria-labelledby="part-site-heading" className="space-y-3">
      <h2 id="part-site-heading" className="text-lg font-semibold">
        Site
      </h2>
      <p className="text-sm">
        {home ? (
          <>
            <span className="font-medium">{home.name}</span>
            {place(home) ? ` · ${place(home)}` : null}
          </>
        ) : (
          'A site that is no longer active'
        )}
      </p>
      {canEdit && others.length > 0 ? (
        heldByOrder ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            It is in an open order: move it once the order is completed or cancelled.
          </p>
        ) : (
          <MovePartForm part={part} destinations={others} />
        )
      ) : null}
    </section>
  );
}

function MovePartForm({ part, destinations }: { part: Part; destinations: Site[] }) {
  const id = useId();
  const move = useMovePart(part.id);
  const [destination, setDestination] = useState(destinations[0]!.id);
  const [moved, setMoved] = useState<string | null>(null);
  const chosen = destinations.some((site) => site.id === destination) ? destination : destinations[0]!.id;
  const failure = move.isError ? explainError(move.error) : null;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setMoved(null);
        const name = destinations.find((site) => site.id === chosen)?.name ?? '';
        move.mutate(chosen, { onSuccess: () => setMoved(name) });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Move to
        </label>
        <Select id={id} className="w-auto min-w-[12rem]" value={chosen} onChange={(event) => setDestination(event.target.value)}>
          {destinations.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary" disabled={move.isPending}>
        {move.isPending ? 'Moving…' : 'Move part'}
      </Button>
      <p role="status" className="w-full text-sm empty:hidden">
        {moved ? `Moved to ${moved}. The move is in the service history.` : ''}
      </p>
      {failure ? (
        <Alert tone="error" role="alert" title="The part was not moved" className="w-full">
          {failure.body}
        </Alert>
      ) : null}
    </form>
  );
}
