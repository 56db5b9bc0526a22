import type { ReactNode } from 'react';

/** The frame of a page outside the signed-in layout, as sign-in's. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-12">
      <p className="mb-2 text-lg font-bold tracking-tight">Whetstone</p>
      {children}
    </main>
  );
}
