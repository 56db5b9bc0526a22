import type { TwoFactorStatus } from '#contract/sign-in-security';
import { ErrorPanel } from '#app/components/ui/error-panel';
import { useSetTwoFactorRequirement } from './api/two-factor-mutations';

const LABEL_ID = 'two-factor-requirement-label';
const NOTE_ID = 'two-factor-requirement-note';

/** Owners: every member must sign in with a second factor. An owner without one cannot require it (403). */
export function RequirementSwitch({ status }: { status: TwoFactorStatus }) {
  const setRequirement = useSetTwoFactorRequirement();
  const on = status.required_by_account;
  const blocked = !status.enabled && !on;
  return (
    <section aria-labelledby="security-requirement" className="mb-8">
      <h2 id="security-requirement" className="mb-2 text-lg font-semibold">
        Your account’s members
      </h2>
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
        <div className="flex items-start justify-between gap-4">
          <span id={LABEL_ID} className="font-medium">
            Require two-factor for every member
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={LABEL_ID}
            aria-describedby={NOTE_ID}
            disabled={blocked || setRequirement.isPending}
            onClick={() => setRequirement.mutate(!on)}
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
              on
                ? 'border-blue-700 bg-blue-700 dark:border-sky-300 dark:bg-sky-300'
                : 'border-slate-500 bg-slate-200 dark:border-slate-400 dark:bg-slate-700'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform dark:bg-slate-950 ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
            />
          </button>
        </div>
        <p id={NOTE_ID} className="text-slate-700 dark:text-slate-300">
          {blocked
            ? 'Set up two-factor sign-in for yourself first: you can require it of others only once you use it.'
            : on
              ? 'Members without two-factor can only set it up until they do.'
              : 'When on, members without two-factor are asked to set it up at their next screen.'}
        </p>
        {setRequirement.error ? <ErrorPanel error={setRequirement.error} /> : null}
      </div>
    </section>
  );
}
