import { isOneClick, unsubscribeTargetsOf } from './unsubscribe-header';

/** Only http(s) addresses become anchors: a caught message is someone else's content. */
function isHttpLink(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

interface MailUnsubscribeProps {
  listUnsubscribe: string | null | undefined;
  listUnsubscribePost: string | null | undefined;
}

/** What a mail program's unsubscribe button would do with this message: its List-Unsubscribe addresses. */
export function MailUnsubscribe({ listUnsubscribe, listUnsubscribePost }: MailUnsubscribeProps) {
  const targets = listUnsubscribe ? unsubscribeTargetsOf(listUnsubscribe) : [];
  if (targets.length === 0) return null;
  return (
    <p className="mt-3 text-sm break-all">
      <span className="font-medium">Unsubscribe:</span> {isOneClick(listUnsubscribePost) ? 'one click (RFC 8058) at ' : null}
      {targets.map((target, index) => (
        <span key={target}>
          {index > 0 ? ', ' : null}
          {isHttpLink(target) ? (
            <a href={target} rel="noreferrer noopener" target="_blank">
              {target}
            </a>
          ) : (
            <code>{target}</code>
          )}
        </span>
      ))}
    </p>
  );
}
