import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { InvitationPreview } from '#contract/members';
import { Button } from '#app/components/ui/button';
import { TeamErrorPanel } from '../team-error-panel';
import { ErrorSummary } from '#app/components/ui/error-summary';
import { Field, Input } from '#app/components/ui/field';
import { ApiError } from '#app/lib/http/api-error';
import { useAcceptInvitation } from '../api/accept-invitation-mutation';
import { acceptProblems, MIN_PASSWORD, serverAcceptProblems, type AcceptProblems } from './accept-problems';

interface AcceptInvitationFormProps {
  token: string;
  preview: InvitationPreview;
  /** Signed in as the invited address: the session is proof enough, no password asked. */
  signedInAsInvitee: boolean;
}

const IDS = { name: 'accept-name', password: 'accept-password', confirm: 'accept-confirm' } as const;
const LABELS = { name: 'Your name', password: 'Password', confirm: 'Confirm password' } as const;

export function AcceptInvitationForm({ token, preview, signedInAsInvitee }: AcceptInvitationFormProps) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<AcceptProblems>({});
  const [refusal, setRefusal] = useState<object | null>(null);
  const newPerson = !preview.existing_person && !signedInAsInvitee;

  const fromServer = serverAcceptProblems(accept.error, preview.email);
  const shown: AcceptProblems = { ...fromServer, ...problems };
  const onFields = Object.values(fromServer).some(Boolean);
  const otherError = accept.error && !onFields ? accept.error : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = signedInAsInvitee ? {} : acceptProblems({ name, password, confirm }, newPerson);
    setProblems(next);
    if (Object.keys(next).length > 0) return setRefusal({});
    const body = signedInAsInvitee ? { token } : newPerson ? { token, name: name.trim(), password } : { token, password };
    accept.mutate(body, { onSuccess: () => void navigate({ to: '/' }) });
  }

  const summary = (['name', 'password', 'confirm'] as const).flatMap((field) =>
    shown[field] ? [{ message: `${LABELS[field]}: ${shown[field]}`, fieldId: IDS[field] }] : [],
  );
  const busy = accept.isPending;
  const action = signedInAsInvitee ? 'Join' : newPerson ? 'Create account and join' : 'Join';

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ErrorSummary problems={summary} focusKey={accept.error instanceof ApiError && onFields ? accept.error : refusal} />
      {signedInAsInvitee ? null : (
        <>
          {newPerson ? (
            <Field id={IDS.name} label={LABELS.name} error={shown.name}>
              {(control) => (
                <Input
                  id={control.id}
                  autoComplete="name"
                  maxLength={100}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  aria-invalid={control.invalid || undefined}
                  aria-describedby={control.describedBy}
                  className="w-full text-base"
                />
              )}
            </Field>
          ) : null}
          <Field id="accept-email" label="Email">
            {(control) => (
              <Input
                id={control.id}
                type="email"
                autoComplete="username"
                readOnly
                value={preview.email}
                className="w-full text-base"
              />
            )}
          </Field>
          <Field
            id={IDS.password}
            label={LABELS.password}
            error={shown.password}
            hint={newPerson ? `At least ${MIN_PASSWORD} characters.` : 'The password you already sign in to Whetstone with.'}
          >
            {(control) => (
              <Input
                id={control.id}
                type="password"
                autoComplete={newPerson ? 'new-password' : 'current-password'}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                aria-invalid={control.invalid || undefined}
                aria-describedby={control.describedBy}
                className="w-full text-base"
              />
            )}
          </Field>
          {newPerson ? (
            <Field id={IDS.confirm} label={LABELS.confirm} error={shown.confirm}>
              {(control) => (
                <Input
                  id={control.id}
                  type="password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(event) => setConfirm(event.target.value)}
                  aria-invalid={control.invalid || undefined}
                  aria-describedby={control.describedBy}
                  className="w-full text-base"
                />
              )}
            </Field>
          ) : null}
        </>
      )}
      {otherError ? <TeamErrorPanel error={otherError} /> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Joining…' : action}
      </Button>
    </form>
  );
}
