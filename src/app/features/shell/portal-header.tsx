import { lazy, Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { humanize } from '#app/lib/format/humanize';
import { useSession } from '#app/features/session/session-query';
import { useSignOut } from '#app/features/session/use-sign-out';
import { MainNav } from './main-nav';
import { ThemeToggle } from './theme-toggle';
import { useDisclosure } from './use-disclosure';
import { useFocusClearOfHeader } from './use-focus-clear-of-header';
import { useHeaderHeight } from './use-header-height';

// With the sites list and its contract: a chunk of its own, never on the first screen's path.
const SiteSwitcher = lazy(() => import('#app/features/sites/site-switcher').then((m) => ({ default: m.SiteSwitcher })));

/**
 * From 640 px: the brand and account, theme and sign-out on one line, the navigation below,
 * sticky. On a phone the navigation, theme and sign-out sit behind a Menu button (a disclosure),
 * and the header scrolls away with the page to leave the screen to the content.
 */
export function PortalHeader({ enterprise }: { enterprise: boolean }) {
  const session = useSession();
  const signOut = useSignOut();
  const header = useRef<HTMLElement>(null);
  useFocusClearOfHeader(header);
  useHeaderHeight(header);
  const menu = useDisclosure();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the menu and brings focus back to its button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.close();
    menuButton.current?.focus();
  };
  return (
    <header
      ref={header}
      onKeyDown={onKeyDown}
      className="z-30 border-b border-slate-200 bg-white sm:sticky sm:top-0 dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 pb-2 pt-3">
        <div className="flex min-w-0 flex-1 items-center gap-3 sm:flex-none">
          <span className="text-lg font-bold tracking-tight">Whetstone</span>
          <span className="truncate text-sm text-slate-700 dark:text-slate-300">
            {session.account.name} · <span className="font-medium">{humanize(session.account.plan)}</span>
            {session.sandbox ? ' · Sandbox' : ''}
          </span>
        </div>
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menu.open}
          aria-controls={menuId}
          onClick={menu.toggle}
          className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 sm:hidden dark:border-slate-600 dark:hover:bg-slate-800"
        >
          <MenuIcon open={menu.open} />
          Menu
        </button>
        {/* One set of controls: a panel on a phone, laid out in the header's own rows from 640 px. */}
        <div id={menuId} className={`w-full sm:contents ${menu.open ? 'flex flex-col gap-2 pb-1' : 'max-sm:hidden'}`}>
          {enterprise ? (
            <Suspense fallback={null}>
              <SiteSwitcher />
            </Suspense>
          ) : null}
          <div className="flex items-center gap-2 max-sm:order-last max-sm:justify-between max-sm:border-t max-sm:border-slate-200 max-sm:pt-2 dark:max-sm:border-slate-800">
            <ThemeToggle />
            <button
              type="button"
              onClick={() => void signOut.signOut()}
              disabled={signOut.isPending}
              className="min-h-10 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {signOut.isPending ? 'Signing out…' : 'Sign out'}
            </button>
          </div>
          <MainNav enterprise={enterprise} />
        </div>
      </div>
      {signOut.isError ? (
        <p role="alert" className="mx-auto max-w-page px-4 pb-2 text-sm text-red-800 dark:text-red-200">
          Signing out did not go through. Check your connection and try again.
        </p>
      ) : null}
    </header>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      {open ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 6h14M3 10h14M3 14h14" />}
    </svg>
  );
}
