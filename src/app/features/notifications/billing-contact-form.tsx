import { useState, type FormEvent } from 'react';
import { BILLING_CONTACT_RULES } from '#contract/notifications';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { TextField } from '#app/components/ui/field';
import { ApiError } from '#app/lib/http/api-error';
import { useAddBillingContact } from './api/billing-contact-mutations';

type Problems = { name?: string; email?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problemsOf(name: string, email: string): Problems {
  const problems: Problems = {};
  if (!EMAIL.test(email.trim())) problems.email = 'Enter an e-mail address, e.g. accounts@example.com.';
  if (name.trim().length > BILLING_CONTACT_RULES.nameMax)
    problems.name = `Use at most ${BILLING_CONTACT_RULES.nameMax} characters.`;
  return problems;
}

/** A 422's details on the two fields; anything else on the e-mail, where the address is. */
function serverProblemsOf(error: Error | null): Problems {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const problems: Problems = {};
  for (const detail of error.details) {
    const key = detail.field === 'name' ? 'name' : 'email';
    problems[key] ??= detail.message;
  }
  if (error.details.length === 0) problems.email = error.message;
  return problems;
}

/** Name and e-mail of someone outside the team who gets the invoices. */
export function BillingContactForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const add = useAddBillingContact(() => {
    setName('');
    setEmail('');
  });
  const shown = { ...serverProblemsOf(add.error), ...problems };
  const otherError = add.error && !(add.error instanceof ApiError && add.error.status === 422) ? add.error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(name, email);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(found.email ? 'billing-contact-email' : 'billing-contact-name')?.focus();
      return;
    }
    add.submit({ name: name.trim(), email: email.trim() });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Add a billing contact" className="mt-4 flex flex-col gap-3">
      <h3 className="text-base font-semibold">Add a billing contact</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="billing-contact-name"
          name="name"
          label="Name"
          value={name}
          onChange={setName}
          error={shown.name}
          maxLength={BILLING_CONTACT_RULES.nameMax}
          autoComplete="off"
          hint="Optional, e.g. Bookkeeping."
        />
        <TextField
          id="billing-contact-email"
          name="email"
          type="email"
          label="E-mail"
          required
          value={email}
          onChange={setEmail}
          error={shown.email}
          maxLength={BILLING_CONTACT_RULES.emailMax}
          autoComplete="off"
        />
      </div>
      {otherError ? <ErrorPanel error={otherError} /> : null}
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add billing contact'}
        </Button>
      </div>
    </form>
  );
}
