import type { CaughtMail } from '#contract/sandbox-mail';
import { formatDateTime } from '#app/lib/format/format';
import { MailPreview } from './mail-preview';
import { MailUnsubscribe } from './mail-unsubscribe';

/** Only http(s) links become anchors: a caught message is someone else's content. */
function isHttpLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

/**
 * One caught message: who and when, what its unsubscribe header offers, the links found in it as
 * real anchors (an invitation can be followed from here), the HTML part as it will look (at phone or
 * desktop width, in light or dark colours), and the text part as sent.
 */
export function MailMessage({ message }: { message: CaughtMail }) {
  const links = message.links.filter(isHttpLink);
  return (
    <article aria-labelledby="mail-subject" className="min-w-0">
      <h2 id="mail-subject" className="text-lg font-semibold break-words">
        {message.subject || '(no subject)'}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">From</dt>
        <dd className="break-all">{message.from}</dd>
        <dt className="font-medium">To</dt>
        <dd className="break-all">{message.to.join(', ')}</dd>
        <dt className="font-medium">Received</dt>
        <dd>{formatDateTime(message.received_at)}</dd>
      </dl>
      <MailUnsubscribe listUnsubscribe={message.list_unsubscribe} listUnsubscribePost={message.list_unsubscribe_post} />
      <section aria-labelledby="mail-links" className="mt-4">
        <h3 id="mail-links" className="text-base font-semibold">
          Links in this message
        </h3>
        {links.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">None.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm">
            {links.map((link) => (
              <li key={link} className="break-all">
                <a href={link} rel="noreferrer noopener" target="_blank">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mail-html" className="mt-4">
        <h3 id="mail-html" className="text-base font-semibold">
          HTML part
        </h3>
        {message.html ? (
          <MailPreview id={message.id} title="HTML part of the message" />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">None: the message has a text part only.</p>
        )}
      </section>
      <section aria-labelledby="mail-text" className="mt-4">
        <h3 id="mail-text" className="text-base font-semibold">
          Text part
        </h3>
        <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded border border-slate-200 p-3 text-sm dark:border-slate-700">
          {message.text}
        </pre>
      </section>
    </article>
  );
}
