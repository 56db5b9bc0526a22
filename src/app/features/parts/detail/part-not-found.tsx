import { Link } from '@tanstack/react-router';

/** For a part id the account doesn't have (404), inside the signed-in layout. */
export function PartNotFound() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-semibold">Part not found</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        No part with this ID is registered to your account. It may have been mistyped, or the link may be from another account.
      </p>
      <p className="mt-6">
        <Link to="/parts">Back to all parts</Link>
      </p>
    </div>
  );
}
