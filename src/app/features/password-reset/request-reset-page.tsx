import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { Field, Input } from '#app/components/ui/field';
import { isApiError } from '#app/lib/http/api-error';
import { waitInWords } from '#app/features/session/wait-in-words';
import { useRequestPasswordReset } from './api/password-reset-api';
import { PublicPage } from './public-page';

export const SENT = 'If an account uses that address, we’ve sent a link to it. The link works for an hour.';

/** Asks for a reset link by email; the answer is the same whether or not an account uses the address. */
export function RequestResetPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [empty, setEmpty] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    setEmpty(trimmed === '');
    if (trimmed === '') return input.current?.focus();
    request.mutate(trimmed);
  }

  const error = request.error;
  return (
    <PublicPage>
      <h1 className="mb-3 text-2xl font-semibold">Reset your password</h1>
      {request.isSuccess ? (
        <>
          <Alert tone="success" role="status" focusRef={sentRef}>
            {SENT}
          </Alert>
          <p className="mt-6 text-sm">
            <Link to="/sign-in" className="touch-target font-medium">
              Back to sign in
            </Link>
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Enter the email you sign in with and we’ll send you a link to choose a new password.
          </p>
          {isApiError(error) && error.status === 429 ? (
            <Alert tone="error" role="alert" className="p-3">
              {waitInWords(error)}
            </Alert>
          ) : error ? (
            <ErrorPanel error={error} />
          ) : null}
          <Field id="reset-email" label="Email" error={empty ? 'Enter your email address.' : undefined}>
            {(control) => (
              <Input
                ref={input}
                id={control.id}
                type="email"
                autoComplete="username"
                maxLength={320}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-invalid={control.invalid || undefined}
                aria-describedby={control.describedBy}
                className="w-full text-base"
              />
            )}
          </Field>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
          <p className="text-sm">
            <Link to="/sign-in" className="touch-target font-medium">
              Back to sign in
            </Link>
          </p>
        </form>
      )}
    </PublicPage>
  );
}
