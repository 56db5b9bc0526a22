import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TwoFactorSetup as Setup } from '#contract/sign-in-security';
import { Button } from '#app/components/ui/button';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useEnableTwoFactor, useRefreshTwoFactor, useSetUpTwoFactor } from './api/two-factor-mutations';
import { CodeField, fieldProblem } from './code-field';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import { secretInGroups } from './secret-groups';

const WRONG_CODE = 'That code is not right. Check your app’s current code and try again.';

/** Off → a new secret to scan → a code that proves the app has it → the recovery codes, once. */
export function TwoFactorSetup() {
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const refresh = useRefreshTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodes codes={codes} onSaved={() => void refresh()} />;
  if (setUp.data) return <ConfirmCode setup={setUp.data} enable={enable} onEnabled={setCodes} />;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm">
        Two-factor sign-in asks for a code from an authenticator app on your phone after your password, so a stolen password is
        not enough to sign in.
      </p>
      {setUp.error ? <ErrorPanel error={setUp.error} /> : null}
      <Button onClick={() => setUp.mutate()} disabled={setUp.isPending}>
        {setUp.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
      </Button>
    </div>
  );
}

interface ConfirmCodeProps {
  setup: Setup;
  enable: ReturnType<typeof useEnableTwoFactor>;
  onEnabled: (codes: string[]) => void;
}

function ConfirmCode({ setup, enable, onEnabled }: ConfirmCodeProps) {
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const wrong = fieldProblem(enable.error, 'code') !== undefined;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (wrong) input.current?.select();
  }, [wrong, enable.error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.trim();
    setEmpty(trimmed === '');
    if (trimmed === '') return input.current?.focus();
    enable.mutate(trimmed, { onSuccess: onEnabled });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold">
        Scan the code with your authenticator app
      </h3>
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open an authenticator app (Google Authenticator, 1Password, Authy or another).</li>
        <li>Scan this QR code, or enter the key below by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <QrCode text={setup.otpauth_url} alt="QR code for your authenticator app: the key below, as a picture" />
      <div className="text-sm">
        <p className="font-medium" id="two-factor-key-label">
          Key for entering by hand
        </p>
        <p aria-labelledby="two-factor-key-label" className="mt-1 break-all font-mono text-base tracking-wide">
          {secretInGroups(setup.secret)}
        </p>
      </div>
      {enable.error && !wrong ? <ErrorPanel error={enable.error} /> : null}
      <CodeField
        id="two-factor-enable-code"
        value={code}
        onChange={setCode}
        inputRef={input}
        error={empty ? 'Enter the code your app shows.' : wrong ? WRONG_CODE : undefined}
      />
      <div>
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? 'Turning on…' : 'Turn on two-factor'}
        </Button>
      </div>
    </form>
  );
}
