import type { BillingContact } from '#contract/notifications';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useRemoveBillingContact } from './api/billing-contact-mutations';

const DANGER = 'bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200';

export function RemoveBillingContactDialog({ contact, onClose }: { contact: BillingContact; onClose: () => void }) {
  const remove = useRemoveBillingContact(contact.id);
  const who = contact.name ? `${contact.name} (${contact.email})` : contact.email;
  return (
    <Dialog title={`Remove ${contact.name || contact.email}?`} onClose={onClose} busy={remove.isPending}>
      <p className="text-sm">{who} gets no more invoices from this account.</p>
      {remove.error ? (
        <div className="mt-4">
          <ErrorPanel error={remove.error} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button className={DANGER} disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: onClose })}>
          {remove.isPending ? 'Removing…' : 'Remove contact'}
        </Button>
      </div>
    </Dialog>
  );
}
