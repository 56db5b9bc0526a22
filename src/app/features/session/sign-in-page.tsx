import { SignInForm } from './sign-in-form';

export function SignInPage({ redirect }: { redirect: string | undefined }) {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-12">
      <p className="mb-2 text-lg font-bold tracking-tight">Whetstone</p>
      <h1 className="mb-6 text-2xl font-semibold">Sign in to your account</h1>
      <SignInForm redirect={redirect} />
    </main>
  );
}
