import { useState, type FormEvent } from 'react';
import { MEMBER_ROLES, type InvitationCreate } from '#contract/members';
import type { Site } from '#contract/sites';
import { Button } from '#app/components/ui/button';
import { TeamErrorPanel } from './team-error-panel';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { Field, Input } from '#app/components/ui/field';
import { ApiError } from '#app/lib/http/api-error';
import { sitesChoiceProblem } from './member-update';
import {
  ROLE_FIELD_ID,
  RoleSitesFields,
  SITES_FIELD_ID,
  sitesProblem,
  sitesToSend,
  type RoleSitesValue,
} from './role-sites-fields';

interface InviteFormProps {
  submit: (values: InvitationCreate) => void;
  isPending: boolean;
  error: Error | null;
  callerIsOwner: boolean;
  sites: readonly Site[] | null;
  onCancel: () => void;
}

type Problems = Partial<Record<'email' | 'role' | 'sites', string>>;
const EMAIL_FIELD_ID = 'invite-email';

export function InviteForm({ submit, isPending, error, callerIsOwner, sites, onCancel }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [value, setValue] = useState<RoleSitesValue>({ role: 'manager', allSites: true, siteIds: [] });
  const [problems, setProblems] = useState<Problems>({});
  // A new object per refused submission, so focus moves to the summary each time.
  const [refusal, setRefusal] = useState<object | null>(null);

  const rejection = error instanceof ApiError && error.status === 422 ? error : null;
  const fieldErrors = rejection?.fieldErrors() ?? {};
  const serverProblems: Problems = { email: fieldErrors['email'], role: fieldErrors['role'], sites: sitesProblem(fieldErrors) };
  const shown: Problems = { ...serverProblems, ...Object.fromEntries(Object.entries(problems).filter(([, m]) => m)) };
  const otherError = error && !rejection ? error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: Problems = {};
    if (email.trim() === '') next.email = 'Enter the email address of the person to invite.';
    const sitesChoice = sitesChoiceProblem(value, (sites ?? []).length > 0);
    if (sitesChoice) next.sites = sitesChoice;
    setProblems(next);
    if (Object.keys(next).length > 0) return setRefusal({});
    submit({ email: email.trim(), role: value.role, sites: sitesToSend(value) });
  }

  const summary = (
    [
      ['email', 'Email', EMAIL_FIELD_ID],
      ['role', 'Role', ROLE_FIELD_ID],
      ['sites', 'Sites', SITES_FIELD_ID],
    ] as const
  ).flatMap(([field, label, fieldId]) => (shown[field] ? [{ message: `${label}: ${shown[field]}`, fieldId }] : []));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary problems={summary} focusKey={rejection ?? refusal} />
      <Field id={EMAIL_FIELD_ID} label="Email" error={shown.email}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="email"
            autoComplete="off"
            value={email}
            maxLength={320}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <RoleSitesFields
        value={value}
        onChange={setValue}
        roles={MEMBER_ROLES.filter((role) => callerIsOwner || role !== 'owner')}
        sites={sites}
        errors={{ role: shown.role, sites: shown.sites }}
      />
      {otherError ? <TeamErrorPanel error={otherError} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Sending…' : otherError ? 'Try again' : 'Send invitation'}
        </Button>
      </div>
    </form>
  );
}
