import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { Site } from '#contract/sites';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { Field, Select } from '#app/components/ui/field';
import { ApiError } from '#app/lib/http/api-error';
import { useArchiveSite } from '../api/site-mutations';

interface ArchiveSiteDialogProps {
  site: Site;
  /** The other active sites: where its parts can go. */
  destinations: readonly Site[];
  onClose: () => void;
}

const plural = (count: number) => `${count} part${count === 1 ? '' : 's'}`;

/** The open orders a 409 site_has_open_orders names, each a link to its order. */
function OpenOrders({ error }: { error: ApiError }) {
  const orders = error.details.flatMap((detail) => (detail.order ? [detail.order] : []));
  return (
    <Alert tone="error" role="alert" title="Parts of this site are in open orders" headingLevel={3}>
      <p>Archive it once these orders are completed or cancelled:</p>
      <ul className="mt-1 list-disc pl-5">
        {orders.map((order) => (
          <li key={order.id}>
            <Link to="/orders/$orderId" params={{ orderId: order.id }} className="touch-target font-medium underline">
              Order {order.order_number}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** Archive a site: its parts move to the chosen active site in the same step. */
export function ArchiveSiteDialog({ site, destinations, onClose }: ArchiveSiteDialogProps) {
  const [moveTo, setMoveTo] = useState(destinations[0]?.id ?? '');
  const archive = useArchiveSite(site.id, onClose);
  const error = archive.error;
  const openOrders = error instanceof ApiError && error.code === 'site_has_open_orders' ? error : null;
  const rejection = error instanceof ApiError && error.status === 422 ? error : null;
  const otherError = error && !openOrders && !rejection ? error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (moveTo) archive.submit(moveTo);
  }

  return (
    <Dialog title={`Archive “${site.name}”?`} onClose={onClose} busy={archive.isPending}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm">
          An archived site keeps its name and history, but parts can no longer be registered at it or moved to it.
          {site.part_count > 0 ? ` Its ${plural(site.part_count)} move to the site you choose.` : ' It has no parts.'}
        </p>
        <Field
          label={site.part_count > 0 ? `Move its ${plural(site.part_count)} to` : 'Move its parts to'}
          required
          error={rejection ? (rejection.details[0]?.message ?? rejection.message) : undefined}
        >
          {(control) => (
            <Select
              id={control.id}
              value={moveTo}
              onChange={(event) => setMoveTo(event.target.value)}
              aria-invalid={control.invalid}
              aria-describedby={control.describedBy}
            >
              {destinations.map((destination) => (
                <option key={destination.id} value={destination.id}>
                  {destination.name} ({destination.address.city})
                </option>
              ))}
            </Select>
          )}
        </Field>
        {openOrders ? <OpenOrders error={openOrders} /> : null}
        {otherError ? <ErrorPanel error={otherError} /> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={archive.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={archive.isPending || !moveTo}>
            {archive.isPending ? 'Archiving…' : 'Archive site'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
