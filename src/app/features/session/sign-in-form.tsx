import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '#app/lib/http/api-error';
import { safeRedirect } from '#app/lib/routing/safe-redirect';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { Input } from '#app/components/ui/field';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useSignIn } from './sign-in-mutation';
import { TwoFactorStep } from './two-factor-step';
import { waitInWords } from './wait-in-words';

const EXPIRED = 'Your sign-in took too long. Enter your email and password again.';

/** Email and password; for a person with two-factor on, a code after them (TwoFactorStep). */
export function SignInForm({ redirect }: { redirect: string | undefined }) {
  const router = useRouter();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [expired, setExpired] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const backFocus = useRef<'email' | 'password' | null>(null);
  const error = signIn.error instanceof ApiError ? signIn.error : null;

  // Back on the first step, focus goes where the person picks up: the password (expired) or the email.
  useEffect(() => {
    if (step !== 'password' || backFocus.current === null) return;
    (backFocus.current === 'email' ? emailRef : passwordRef).current?.focus();
    backFocus.current = null;
  }, [step]);

  const done = () => router.history.push(safeRedirect(redirect));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExpired(false);
    signIn.mutate({ email: email.trim(), password }, { onSuccess: (answer) => ('session' in answer ? done() : setStep('code')) });
  }

  /** Back to the first step: the challenge is gone (expired) or the person chose another account. */
  function restart(reason: 'expired' | 'other-account') {
    signIn.reset();
    setPassword('');
    setExpired(reason === 'expired');
    if (reason === 'other-account') setEmail('');
    setStep('password');
    backFocus.current = reason === 'expired' ? 'password' : 'email';
  }

  if (step === 'code') return <TwoFactorStep onSignedIn={done} onRestart={restart} />;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {expired ? (
        <Alert tone="warning" role="alert" className="p-3">
          {EXPIRED}
        </Alert>
      ) : error?.status === 401 ? (
        <Alert tone="error" role="alert" className="p-3">
          That email and password don’t match an account. Check them and try again.
        </Alert>
      ) : error?.status === 429 ? (
        <Alert tone="error" role="alert" className="p-3">
          {waitInWords(error)}
        </Alert>
      ) : signIn.error ? (
        <ErrorPanel error={signIn.error} />
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="sign-in-email" className="text-sm font-medium">
          Email
        </label>
        <Input
          ref={emailRef}
          id="sign-in-email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="w-full text-base"
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="sign-in-password" className="text-sm font-medium">
          Password
        </label>
        <Input
          ref={passwordRef}
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="w-full text-base"
        />
        <p className="text-sm">
          <Link to="/password-reset" className="touch-target font-medium">
            Forgot your password?
          </Link>
        </p>
      </div>
      <Button type="submit" disabled={signIn.isPending || !email || !password}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
