import { Link } from '@tanstack/react-router';
import { PageHeader } from '#app/components/ui/page-header';
import { humanize } from '#app/lib/format/humanize';

const ENTERPRISE_ADDS = [
  'Register your blades, scissors and saws, and watch their wear.',
  'Order a pickup, sharpening and delivery round trip, and follow each order step by step.',
  'Read your invoices and open their PDFs.',
  'API keys with scopes, so your own systems can do all of this too.',
];

/** What a signed-in account without the Enterprise plan sees instead of screens it cannot use. */
export function PlanRequiredPage({ accountName, plan }: { accountName: string; plan: string }) {
  return (
    <>
      <PageHeader
        title="Parts, orders and invoices need the Enterprise plan"
        description={`${accountName} is on the ${humanize(plan)} plan.`}
      />
      <section
        aria-labelledby="enterprise-adds"
        className="max-w-2xl rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="enterprise-adds" className="text-base font-semibold">
          What Enterprise adds
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {ENTERPRISE_ADDS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2 className="mt-5 text-base font-semibold">How to upgrade</h2>
        <p className="mt-1 text-sm">
          Write to your Whetstone account team at <span className="font-medium">sales@whetstone.test</span> and name your account,{' '}
          {accountName}. Your sign-in, settings and account details stay as they are.
        </p>
        <p className="mt-4 text-sm">
          <Link to="/settings" className="touch-target font-medium">
            Your account and plan in Settings
          </Link>
        </p>
      </section>
    </>
  );
}
