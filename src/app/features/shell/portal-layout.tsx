import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useSession } from '#app/features/session/session-query';
import { PortalHeader } from './portal-header';

// Only accounts without the Enterprise plan see it: not on everyone's first load.
const PlanRequiredPage = lazy(() => import('./plan-required-page').then((m) => ({ default: m.PlanRequiredPage })));

/** v1 answers only Enterprise accounts; Settings (the session's own endpoints) works on every plan. */
const ENTERPRISE_PLAN = 'enterprise';

export function PortalLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const enterprise = session.account.plan === ENTERPRISE_PLAN;
  const showsScreen = enterprise || pathname === '/settings' || pathname.startsWith('/settings/');
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only rounded-md bg-blue-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 dark:bg-sky-300 dark:text-slate-950"
      >
        Skip to content
      </a>
      <PortalHeader enterprise={enterprise} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-page px-4 py-6 focus:outline-none">
        {showsScreen ? (
          <Outlet />
        ) : (
          <Suspense fallback={null}>
            <PlanRequiredPage accountName={session.account.name} plan={session.account.plan} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
