import { useEffect, useRef } from 'react';
import type { TwoFactorStatus } from '#contract/sign-in-security';
import { TwoFactorOn } from './two-factor-on';
import { TwoFactorSetup } from './two-factor-setup';

/** The person's own second factor: set it up, or see and manage it. */
export function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const was = useRef(status.enabled);
  // Turned on or off, the part that had focus is gone: the section's heading takes it.
  useEffect(() => {
    if (was.current !== status.enabled) heading.current?.focus();
    was.current = status.enabled;
  }, [status.enabled]);
  return (
    <section aria-labelledby="security-two-factor" className="mb-8">
      <h2 ref={heading} tabIndex={-1} id="security-two-factor" className="mb-2 text-lg font-semibold">
        Two-factor sign-in
      </h2>
      <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        {status.enabled ? <TwoFactorOn status={status} /> : <TwoFactorSetup />}
      </div>
    </section>
  );
}
