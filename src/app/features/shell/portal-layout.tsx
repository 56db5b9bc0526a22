import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useRef } from 'react';
import { humanize } from '../../lib/format';
import { useSession } from '../session/session-query';
import { useSignOut } from '../session/sign-out-mutation';
import { PlanRequiredPage } from './plan-required-page';
import { ThemeToggle } from './theme-toggle';
import { useFocusClearOfHeader } from './use-focus-clear-of-header';

const NAV = [
  { to: '/', label: 'Overview', exact: true, enterpriseOnly: false },
  { to: '/parts', label: 'Parts', exact: false, enterpriseOnly: true },
  { to: '/orders', label: 'Orders', exact: false, enterpriseOnly: true },
  { to: '/invoices', label: 'Invoices', exact: false, enterpriseOnly: true },
  { to: '/settings', label: 'Settings', exact: false, enterpriseOnly: false },
] as const;

/** v1 answers only Enterprise accounts; Settings (the session's own endpoints) works on every plan. */
const ENTERPRISE_PLAN = 'enterprise';

const NAV_LINK =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 no-underline hover:bg-slate-100 hover:no-underline dark:text-slate-200 dark:hover:bg-slate-800';
const NAV_ACTIVE = 'bg-slate-100 text-slate-950 dark:bg-slate-800 dark:text-white';

export function PortalLayout() {
  const session = useSession();
  const signOut = useSignOut();
  const header = useRef<HTMLElement>(null);
  useFocusClearOfHeader(header);
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
      <header
        ref={header}
        className="z-30 border-b border-slate-200 bg-white sm:sticky sm:top-0 dark:border-slate-800 dark:bg-slate-950"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="text-lg font-bold tracking-tight">Whetstone</span>
            <span className="truncate text-sm text-slate-700 dark:text-slate-300">
              {session.account.name} · <span className="font-medium">{humanize(session.account.plan)}</span>
              {session.sandbox ? ' · Sandbox' : ''}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {signOut.isPending ? 'Signing out…' : 'Sign out'}
            </button>
          </div>
        </div>
        <nav aria-label="Main" className="mx-auto max-w-7xl px-2 pb-2">
          <ul className="flex flex-wrap gap-1">
            {NAV.filter((item) => enterprise || !item.enterpriseOnly).map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={NAV_LINK}
                  activeOptions={{ exact: item.exact, includeSearch: false }}
                  activeProps={{ className: NAV_ACTIVE, 'aria-current': 'page' }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {signOut.isError ? (
          <p role="alert" className="mx-auto max-w-7xl px-4 pb-2 text-sm text-red-800 dark:text-red-200">
            Signing out did not go through. Check your connection and try again.
          </p>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        {showsScreen ? <Outlet /> : <PlanRequiredPage accountName={session.account.name} plan={session.account.plan} />}
      </main>
    </div>
  );
}
