import type { CaughtMailSummary } from '#contract/sandbox-mail';
import { EmptyState } from '#app/components/ui/empty-state';
import { formatDateTime } from '#app/lib/format/format';

interface MailListProps {
  messages: CaughtMailSummary[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
}

/** The caught messages, newest first: subject, recipients and when it arrived; choosing one opens it. */
export function MailList({ messages, selectedId, onOpen }: MailListProps) {
  if (messages.length === 0) {
    return (
      <EmptyState title="No mail yet">
        Mail the sandbox sends (an invitation, for one) shows up here a moment after it is sent.
      </EmptyState>
    );
  }
  return (
    <ul
      aria-label="Caught mail"
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
    >
      {messages.map((message) => (
        <li key={message.id}>
          <button
            type="button"
            onClick={() => onOpen(message.id)}
            aria-current={message.id === selectedId ? 'true' : undefined}
            className={`block w-full px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800 ${
              message.id === selectedId ? 'bg-slate-100 dark:bg-slate-800' : ''
            }`}
          >
            <span className="block truncate font-medium">{message.subject || '(no subject)'}</span>
            <span className="block truncate text-sm text-slate-700 dark:text-slate-300">To {message.to.join(', ')}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">{formatDateTime(message.received_at)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
