import { useState } from 'react';
import type { TwoFactorStatus } from '#contract/sign-in-security';
import { Button } from '#app/components/ui/button';
import { formatDateTime } from '#app/lib/format/format';
import { NewRecoveryCodesDialog } from './new-recovery-codes-dialog';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog';

function codesLeft(count: number): string {
  return `${count} recovery code${count === 1 ? '' : 's'} left`;
}

/** Two-factor is on: since when, the recovery codes left, new codes, and the way to turn it off. */
export function TwoFactorOn({ status }: { status: TwoFactorStatus }) {
  const [open, setOpen] = useState<'codes' | 'off' | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        <span className="font-medium">On</span>
        {status.enabled_at ? <> since {formatDateTime(status.enabled_at)}</> : null}. Signing in asks for a code from your
        authenticator app after your password.
      </p>
      <p className={`text-sm ${status.recovery_codes_left <= 2 ? 'font-medium text-amber-900 dark:text-amber-200' : ''}`}>
        {codesLeft(status.recovery_codes_left)}
        {status.recovery_codes_left <= 2 ? ': make new ones before you run out.' : '.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setOpen('codes')}>
          Make new recovery codes
        </Button>
        <Button variant="secondary" onClick={() => setOpen('off')}>
          Turn off two-factor
        </Button>
      </div>
      {open === 'codes' ? <NewRecoveryCodesDialog onClose={() => setOpen(null)} /> : null}
      {open === 'off' ? <TurnOffTwoFactorDialog onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
