import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PasswordResetPreview } from '#contract/sign-in-security';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { Field, Input } from '#app/components/ui/field';
import { isApiError } from '#app/lib/http/api-error';
import { formatDateTime } from '#app/lib/format/format';
import { waitInWords } from '#app/features/session/wait-in-words';
import { resetLinkGone, useCompletePasswordReset, useResetLink } from './api/password-reset-api';
import { PublicPage } from './public-page';
import { ResetLinkGone } from './reset-link-gone';

export const MIN_PASSWORD = 12;
export const CHANGED = 'Your password is changed. Every session was signed out; sign in with the new password.';

/** A reset link's page: whose password, then a new one. */
export function ResetPasswordPage({ token }: { token: string }) {
  const lookup = useResetLink(token);
  return (
    <PublicPage>
      {'gone' in lookup ? <ResetLinkGone gone={lookup.gone} /> : <NewPassword token={token} preview={lookup.preview} />}
    </PublicPage>
  );
}

function NewPassword({ token, preview }: { token: string; preview: PasswordResetPreview }) {
  const complete = useCompletePasswordReset();
  const [password, setPassword] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const error = complete.error;
  const gone = resetLinkGone(error);
  const serverProblem = isApiError(error) ? error.details.find((d) => d.field === 'password')?.message : undefined;

  useEffect(() => {
    if (complete.isSuccess) doneRef.current?.focus();
  }, [complete.isSuccess]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const short = password.length < MIN_PASSWORD;
    setTooShort(short);
    if (short) return input.current?.focus();
    complete.mutate({ token, password });
  }

  if (gone) return <ResetLinkGone gone={gone} />;
  if (complete.isSuccess) {
    return (
      <>
        <h1 className="mb-3 text-2xl font-semibold">Password changed</h1>
        <Alert tone="success" role="status" focusRef={doneRef}>
          {CHANGED}
        </Alert>
        <p className="mt-6">
          <Link to="/sign-in" className="touch-target font-medium">
            Sign in
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="mb-3 text-2xl font-semibold">Choose a new password</h1>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        For {preview.email}. This link works until {formatDateTime(preview.expires_at)}.
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {isApiError(error) && error.status === 429 ? (
          <Alert tone="error" role="alert" className="p-3">
            {waitInWords(error)}
          </Alert>
        ) : error && !serverProblem ? (
          <ErrorPanel error={error} />
        ) : null}
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" autoComplete="username" value={preview.email} readOnly hidden />
        <Field
          id="reset-password"
          label="New password"
          hint={`At least ${MIN_PASSWORD} characters.`}
          error={tooShort ? `Choose a password of at least ${MIN_PASSWORD} characters.` : serverProblem}
        >
          {(control) => (
            <Input
              ref={input}
              id={control.id}
              type="password"
              autoComplete="new-password"
              maxLength={1024}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              className="w-full text-base"
            />
          )}
        </Field>
        <Button type="submit" disabled={complete.isPending}>
          {complete.isPending ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </>
  );
}
