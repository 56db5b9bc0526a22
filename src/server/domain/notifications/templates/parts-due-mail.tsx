/** @jsxRuntime automatic @jsxImportSource react */
import { calendarDay, plural } from './mail-formats';
import type { PartsDueDigestInput, RenderedMail } from './notification-mail-types';
import { NotificationLayout, Paragraph, renderNotification } from './notification-layout';
import { PartsDueSection, dueCount } from './parts-due-lines';

function subjectOf(input: PartsDueDigestInput, total: number): string {
  const [only] = input.sites;
  const where = input.sites.length === 1 && only?.siteName ? only.siteName : plural(input.sites.length, 'site');
  return `${plural(total, 'part')} due for service this week at ${where}`;
}

/** Monday's list of what is due, site by site, each with a link that orders exactly those parts. */
export async function partsDueMail(input: PartsDueDigestInput): Promise<RenderedMail> {
  const total = input.sites.reduce((sum, site) => sum + dueCount(site), 0);
  const subject = subjectOf(input, total);
  const [only] = input.sites;
  return renderNotification(
    subject,
    <NotificationLayout
      title={subject}
      preview={`The week of ${calendarDay(input.weekOf)}: order a pickup for what is due.`}
      heading={subject}
      action={input.sites.length === 1 && only ? { label: `Order these ${plural(total, 'part')}`, url: only.newOrderUrl } : null}
      footer={input.footer}
    >
      <Paragraph>
        For the week of {calendarDay(input.weekOf)}. Each link opens a new order with that site&apos;s parts already chosen.
      </Paragraph>
      {input.sites.map((site, index) => (
        <PartsDueSection key={index} site={site} />
      ))}
    </NotificationLayout>,
  );
}
