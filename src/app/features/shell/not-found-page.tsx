import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </p>
      <p className="mt-6">
        <Link to="/">Go to the overview</Link>
      </p>
    </main>
  );
}
