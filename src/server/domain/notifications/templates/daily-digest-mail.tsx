/** @jsxRuntime automatic @jsxImportSource react */
import { calendarDay, plural } from './mail-formats';
import type { DailyDigestInput, RenderedMail } from './notification-mail-types';
import { List, MailLink, NotificationLayout, Paragraph, SectionHeading, renderNotification } from './notification-layout';
import { PickupDetails } from './pickup-lines';
import { PartsDueSection } from './parts-due-lines';

/** Counted as the reader sees them: each line, each pickup tomorrow, each site with parts due. */
function updateCount(input: DailyDigestInput): number {
  const lines = input.sections.reduce((sum, section) => sum + section.lines.length, 0);
  return lines + input.pickupsTomorrow.length + input.partsDue.length;
}

/** 08:00 in the member's zone: what happened since the last digest, tomorrow's pickups, and on Mondays what is due. */
export async function dailyDigestMail(input: DailyDigestInput): Promise<RenderedMail> {
  const day = calendarDay(input.date);
  const subject = `Your Whetstone digest for ${day}: ${plural(updateCount(input), 'update')}`;
  const sections = input.sections.filter((section) => section.lines.length > 0);
  return renderNotification(
    subject,
    <NotificationLayout
      title={subject}
      preview={sections.map((section) => `${section.label}: ${section.lines.length}`).join(' · ') || 'Pickups and parts due'}
      heading={subject}
      action={null}
      footer={input.footer}
    >
      <Paragraph>Everything since your last digest. Times are in {input.timeZone}.</Paragraph>
      {sections.map((section, index) => (
        <div key={index}>
          <SectionHeading>{section.label}</SectionHeading>
          <List
            items={section.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {line.siteName ? `${line.siteName}: ` : ''}
                <MailLink url={line.url} label={line.text} />
              </span>
            ))}
          />
        </div>
      ))}
      {input.pickupsTomorrow.map((pickup, index) => (
        <PickupDetails key={`pickup-${index}`} pickup={pickup} withHeading />
      ))}
      {input.partsDue.map((site, index) => (
        <PartsDueSection key={`due-${index}`} site={site} />
      ))}
    </NotificationLayout>,
  );
}
