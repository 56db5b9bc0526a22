import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { Field, Input } from '#app/components/ui/field';
import { isApiError } from '#app/lib/http/api-error';
import { useDisableTwoFactor } from './api/two-factor-mutations';
import { CodeField, fieldProblem } from './code-field';

/** Turning it off takes the password and a code, both; an account that requires two-factor refuses (403). */
export function TurnOffTwoFactorDialog({ onClose }: { onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState({ password: false, code: false });
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const error = disable.error;
  const passwordProblem = missing.password ? 'Enter your password.' : fieldProblem(error, 'password');
  const codeProblem = missing.code ? 'Enter the code your app shows.' : fieldProblem(error, 'code');
  const refused = isApiError(error) && error.status === 403;
  const onFields = fieldProblem(error, 'password') !== undefined || fieldProblem(error, 'code') !== undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { password: password === '', code: code.trim() === '' };
    setMissing(next);
    if (next.password) return passwordRef.current?.focus();
    if (next.code) return codeRef.current?.focus();
    disable.mutate({ password, code: code.trim() }, { onSuccess: onClose });
  }

  return (
    <Dialog title="Turn off two-factor sign-in" onClose={onClose} busy={disable.isPending}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm">Without it, your password alone signs you in. Your recovery codes stop working.</p>
        {refused ? (
          <Alert tone="error" role="alert" title="Your account requires two-factor sign-in" headingLevel={3}>
            {error.message} An owner can change this under Settings → Security.
          </Alert>
        ) : error && !onFields ? (
          <ErrorPanel error={error} />
        ) : null}
        <Field id="turn-off-password" label="Password" error={passwordProblem}>
          {(control) => (
            <Input
              ref={passwordRef}
              id={control.id}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              className="w-full max-w-xs text-base"
            />
          )}
        </Field>
        <CodeField
          id="turn-off-code"
          hint="The 6-digit code from your authenticator app, or one of your recovery codes"
          value={code}
          onChange={setCode}
          inputRef={codeRef}
          error={codeProblem}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            className="bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:hover:bg-red-200"
            disabled={disable.isPending}
          >
            {disable.isPending ? 'Turning off…' : 'Turn off two-factor'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
