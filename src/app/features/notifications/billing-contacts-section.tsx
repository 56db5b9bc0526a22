import { useState } from 'react';
import { BILLING_CONTACT_RULES, type BillingContact } from '#contract/notifications';
import { Button } from '#app/components/ui/button';
import { useBillingContacts } from './api/billing-contacts-query';
import { BillingContactForm } from './billing-contact-form';
import { RemoveBillingContactDialog } from './remove-billing-contact-dialog';

/** The account's billing contacts: people outside the team who get every invoice and overdue reminder. Owners and admins only. */
export function BillingContactsSection() {
  const contacts = useBillingContacts();
  const [removing, setRemoving] = useState<BillingContact | null>(null);
  if (contacts === null) return null;
  const full = contacts.length >= BILLING_CONTACT_RULES.perAccount;
  return (
    <section aria-labelledby="notify-billing-contacts" className="mt-10">
      <h2 id="notify-billing-contacts" className="mb-1 text-lg font-semibold">
        Billing contacts
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">
        People outside your team, such as your bookkeeper, who get each invoice as it is issued and each overdue one. They do not
        sign in.
      </p>
      {contacts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm dark:border-slate-600">
          No billing contacts yet. Invoices go only to the members who chose them.
        </p>
      ) : (
        <ul
          aria-label="Billing contacts"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
        >
          {contacts.map((contact) => (
            <li key={contact.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
              <span className="min-w-0 text-sm break-words">
                {contact.name ? <span className="font-medium">{contact.name} </span> : null}
                <span className="text-slate-700 dark:text-slate-300">{contact.email}</span>
              </span>
              <Button
                variant="secondary"
                onClick={() => setRemoving(contact)}
                aria-label={`Remove ${contact.name || contact.email}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="mt-4 text-sm">
          An account has at most {BILLING_CONTACT_RULES.perAccount} billing contacts: remove one to add another.
        </p>
      ) : (
        <BillingContactForm />
      )}
      {removing ? <RemoveBillingContactDialog contact={removing} onClose={() => setRemoving(null)} /> : null}
    </section>
  );
}
