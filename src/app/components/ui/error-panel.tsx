import { ApiError, NetworkError, isTransientError } from '#app/lib/http/api-error';
import { humanize } from '#app/lib/format/humanize';
import { Alert } from './alert';
import { Button } from './button';

interface Explanation {
  title: string;
  body: string;
  retryable: boolean;
}

/** Turns any error into words a customer can act on; codes from the contract get specific text. */
export function explainError(error: unknown): Explanation {
  if (error instanceof NetworkError) {
    return { title: 'Can’t reach the server', body: error.message, retryable: true };
  }
  if (!(error instanceof ApiError)) {
    return { title: 'Something went wrong', body: 'An unexpected problem stopped this page from loading.', retryable: true };
  }
  switch (error.code) {
    case 'plan_not_eligible':
      return {
        title: 'Your account is not on the Enterprise plan',
        body: 'Parts, orders and invoices are available only to Enterprise accounts. Contact Whetstone to upgrade your plan.',
        retryable: false,
      };
    case 'insufficient_scope':
      return {
        title: 'Missing permission',
        body: error.requiredScope
          ? `This needs the “${error.requiredScope}” scope, which your access does not include.`
          : 'Your access does not include the permission this needs.',
        retryable: false,
      };
    case 'csrf_failed':
      return {
        title: 'Security check failed',
        body: 'Your session’s security token is out of date. Reload the page and try again.',
        retryable: false,
      };
    case 'unauthenticated':
      return { title: 'Signed out', body: 'Your session has ended. Sign in again to continue.', retryable: false };
    case 'not_found':
      return {
        title: 'Not found',
        body: 'This item does not exist or is no longer available to your account.',
        retryable: false,
      };
    case 'rate_limited':
      return {
        title: 'Too many requests',
        body: 'The request limit was reached. Wait a moment, then try again.',
        retryable: true,
      };
    case 'invalid_response':
      return { title: 'Unexpected answer from the server', body: error.message, retryable: true };
    default:
      if (error.status >= 500) return { title: 'The server had a problem', body: error.message, retryable: true };
      return { title: humanize(error.code), body: error.message, retryable: isTransientError(error) };
  }
}

interface ErrorPanelProps {
  error: unknown;
  onRetry?: () => void;
}

export function ErrorPanel({ error, onRetry }: ErrorPanelProps) {
  const { title, body, retryable } = explainError(error);
  const details = error instanceof ApiError ? error.details : [];
  return (
    <Alert tone="error" role="alert" title={title} className="p-5">
      <p>{body}</p>
      {details.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {details.map((d) => (
            <li key={`${d.field}:${d.code}`}>
              <span className="font-mono">{d.field}</span>: {d.message}
            </li>
          ))}
        </ul>
      ) : null}
      {onRetry && retryable ? (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
