import type { ReactNode } from 'react';
import { Alert } from '#app/components/ui/alert';
import { CopyButton } from './copy-button';

export const CODE_BLOCK =
  'block overflow-x-auto whitespace-pre rounded-md bg-slate-100 p-3 font-mono text-xs text-slate-900 dark:bg-slate-950 dark:text-slate-100';

interface OneTimeSecretProps {
  /** What the secret is, e.g. "Copy this signing secret now." */
  warning: string;
  /** Why it matters, under the warning. */
  hint: string;
  /** The label above the secret. */
  label: ReactNode;
  secret: string;
  id: string;
  /** What follows the secret: a first request, a verification sample. */
  children?: ReactNode;
}

/** The one time a secret is shown: held only in its dialog's state, gone when the dialog closes. */
export function OneTimeSecret({ warning, hint, label, secret, id, children }: OneTimeSecretProps) {
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="warning" role="alert" className="p-3">
        <p className="font-semibold">{warning} You will not be able to see it again.</p>
        <p className="mt-1">{hint}</p>
      </Alert>
      <div>
        <p id={`${id}-label`} className="mb-1 text-sm font-medium">
          {label}
        </p>
        <code aria-labelledby={`${id}-label`} className={`${CODE_BLOCK} select-all`} data-testid={id}>
          {secret}
        </code>
        <div className="mt-2">
          <CopyButton text={secret} label="Copy secret" />
        </div>
      </div>
      {children}
    </div>
  );
}
