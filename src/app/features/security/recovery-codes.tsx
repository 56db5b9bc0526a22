import { useEffect, useRef } from 'react';
import { CopyButton } from '#app/components/secret/copy-button';
import { Alert } from '#app/components/ui/alert';
import { Button } from '#app/components/ui/button';

export const RECOVERY_FILE_NAME = 'whetstone-recovery-codes.txt';

export function recoveryCodesText(codes: readonly string[]): string {
  return `Whetstone recovery codes\nEach code signs you in once when you can't use your authenticator app.\n\n${codes.join('\n')}\n`;
}

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The ten recovery codes, shown this once: copy or download them, then say they are saved. */
export function RecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <h3 ref={heading} tabIndex={-1} className="text-base font-semibold">
        Your recovery codes
      </h3>
      <Alert tone="warning">
        Save these codes somewhere safe, such as a password manager. Each one signs you in once if you lose your authenticator
        app. They are shown only now.
      </Alert>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-1 font-mono text-base min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton text={codes.join('\n')} label="Copy codes" />
        <Button variant="secondary" onClick={() => download(codes)}>
          Download codes
        </Button>
      </div>
      <div>
        <Button onClick={onSaved}>I’ve saved them</Button>
      </div>
    </div>
  );
}
