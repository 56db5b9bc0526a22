import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import { CODE_BLOCK } from './one-time-secret';

interface CodeSampleProps {
  id: string;
  heading: string;
  intro: ReactNode;
  code: string;
  /** The code block's accessible name. */
  name: string;
  copyLabel: string;
}

/** A titled piece of code to copy: scrollable, reachable by keyboard, with its copy button. */
export function CodeSample({ id, heading, intro, code, name, copyLabel }: CodeSampleProps) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-1 text-sm font-semibold">
        {heading}
      </h3>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{intro}</p>
      <pre className={CODE_BLOCK} tabIndex={0} aria-label={name}>
        {code}
      </pre>
      <div className="mt-2">
        <CopyButton text={code} label={copyLabel} />
      </div>
    </section>
  );
}
