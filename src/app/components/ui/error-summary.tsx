import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Alert } from './alert';

export interface SummaryProblem {
  message: string;
  /** The id of the control to fix it in; a problem without one is listed as text. */
  fieldId?: string;
}

interface ErrorSummaryProps {
  problems: readonly SummaryProblem[];
  title?: string;
  /**
   * A new value for every refused submission (a counter, the error object): focus moves here each
   * time it changes to a truthy value, so the user hears and sees the list.
   */
  focusKey: unknown;
}

/**
 * The error summary at the top of a form (the GOV.UK pattern): focused and announced when a
 * submission is refused, each problem a link that moves focus to its field.
 */
export function ErrorSummary({ problems, title = 'There is a problem', focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  if (problems.length === 0) return null;

  function jump(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  }

  return (
    <Alert tone="error" role="alert" title={title} labelledBy={titleId} focusRef={ref}>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map(({ message, fieldId }) => (
          <li key={`${fieldId ?? ''}:${message}`}>
            {fieldId ? (
              <a href={`#${fieldId}`} onClick={(event) => jump(event, fieldId)} className="font-medium text-inherit underline">
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
