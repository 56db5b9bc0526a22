import type { ReactNode, Ref } from 'react';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const TONES: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
  warning: 'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50',
  info: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-50',
  success: 'border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50',
};

interface AlertProps {
  tone: AlertTone;
  /** A heading for the box; `headingLevel` keeps the page's outline right. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /**
   * `alert` interrupts a screen reader (errors that stop the user); `status` waits its turn
   * (a confirmation); none for a note that is part of the page.
   */
  role?: 'alert' | 'status';
  /** Focusable from script (tabIndex -1), for a box that focus moves to. */
  focusRef?: Ref<HTMLDivElement>;
  labelledBy?: string;
  className?: string;
  children?: ReactNode;
}

/** The one coloured message box: errors, warnings, notes and confirmations. */
export function Alert({ tone, title, headingLevel = 2, role, focusRef, labelledBy, className = '', children }: AlertProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      ref={focusRef}
      role={role}
      tabIndex={focusRef ? -1 : undefined}
      aria-labelledby={labelledBy}
      className={`rounded-lg border p-4 text-sm ${TONES[tone]} ${className}`.trim()}
    >
      {title ? (
        <Heading id={labelledBy} className="text-base font-semibold">
          {title}
        </Heading>
      ) : null}
      {children ? <div className={title ? 'mt-1' : ''}>{children}</div> : null}
    </div>
  );
}
