import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '#app/lib/http/api-error';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { Field, Input } from '#app/components/ui/field';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useVerifyTwoFactor } from './sign-in-mutation';
import { waitInWords } from './wait-in-words';

const WRONG_CODE = 'That code is not right. Check your app’s current code and try again.';

interface TwoFactorStepProps {
  onSignedIn: () => void;
  /** Back to email and password: the challenge expired, or the person chose another account. */
  onRestart: (reason: 'expired' | 'other-account') => void;
}

/** The sign-in's second step: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ onSignedIn, onRestart }: TwoFactorStepProps) {
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const error = verify.error instanceof ApiError ? verify.error : null;
  const wrongCode = error?.status === 401 && error.details.some((d) => d.field === 'code');
  const fieldError = empty ? 'Enter the code from your authenticator app.' : wrongCode ? WRONG_CODE : undefined;

  useEffect(() => input.current?.focus(), []);
  // A wrong code: the field says so, and takes the next try with its text selected.
  useEffect(() => {
    if (wrongCode) input.current?.select();
  }, [wrongCode, verify.error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    if (trimmed === '') return input.current?.focus();
    verify.mutate(trimmed, {
      onSuccess: onSignedIn,
      onError: (e) => {
        if (e instanceof ApiError && e.status === 401 && !e.details.some((d) => d.field === 'code')) onRestart('expired');
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="two-factor-step-title">
      <h2 id="two-factor-step-title" className="text-lg font-semibold">
        Two-factor sign-in
      </h2>
      {error?.status === 429 ? (
        <Alert tone="error" role="alert" className="p-3">
          {waitInWords(error)}
        </Alert>
      ) : verify.error && !(error?.status === 401) ? (
        <ErrorPanel error={verify.error} />
      ) : null}
      <Field
        id="sign-in-code"
        label="Authentication code"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes"
        error={fieldError}
      >
        {(control) => (
          <Input
            ref={input}
            id={control.id}
            type="text"
            inputMode="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={64}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            className="w-full font-mono text-base"
          />
        )}
      </Field>
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={() => onRestart('other-account')} disabled={verify.isPending}>
        Use a different account
      </Button>
    </form>
  );
}
