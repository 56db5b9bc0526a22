import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { ApiError } from '#app/lib/http/api-error';
import { safeRedirect } from '#app/lib/routing/safe-redirect';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';
import { Input } from '#app/components/ui/field';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useSignIn } from './sign-in-mutation';

export function SignInForm({ redirect }: { redirect: string | undefined }) {
  const router = useRouter();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const badCredentials = signIn.error instanceof ApiError && signIn.error.status === 401;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate({ email: email.trim(), password }, { onSuccess: () => router.history.push(safeRedirect(redirect)) });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {badCredentials ? (
        <Alert tone="error" role="alert" className="p-3">
          That email and password don’t match an account. Check them and try again.
        </Alert>
      ) : signIn.error ? (
        <ErrorPanel error={signIn.error} />
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor="sign-in-email" className="text-sm font-medium">
          Email
        </label>
        <Input
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
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="w-full text-base"
        />
      </div>
      <Button type="submit" disabled={signIn.isPending || !email || !password}>
        {signIn.isPending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
