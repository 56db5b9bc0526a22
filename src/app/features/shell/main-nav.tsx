import { Link } from '@tanstack/react-router';

const NAV = [
  { to: '/', label: 'Overview', exact: true, enterpriseOnly: false },
  { to: '/parts', label: 'Parts', exact: false, enterpriseOnly: true },
  { to: '/orders', label: 'Orders', exact: false, enterpriseOnly: true },
  { to: '/invoices', label: 'Invoices', exact: false, enterpriseOnly: true },
  { to: '/settings', label: 'Settings', exact: false, enterpriseOnly: false },
] as const;

/** A row of links from 640 px; a column of 44 px entries in the phone's menu. */
const NAV_LINK =
  'flex min-h-11 items-center rounded-md px-3 py-2 text-base font-medium text-slate-700 no-underline hover:bg-slate-100 hover:no-underline sm:inline-block sm:min-h-0 sm:text-sm dark:text-slate-200 dark:hover:bg-slate-800';
const NAV_ACTIVE = 'bg-slate-100 text-slate-950 dark:bg-slate-800 dark:text-white';

/** The main navigation; screens the account's plan can't use are left out. */
export function MainNav({ enterprise }: { enterprise: boolean }) {
  return (
    <nav aria-label="Main" className="w-full sm:-mx-2 sm:order-last">
      <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap">
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
  );
}
