/** @jsxRuntime automatic @jsxImportSource react */
import { partTypeWords, plural } from './mail-formats';
import type { PartsDueSite } from './notification-mail-types';
import { List, MailLink, Paragraph, SectionHeading } from './notification-layout';

export function dueCount(site: PartsDueSite): number {
  return site.parts.length + site.moreCount;
}

/** One site's due parts, with the link that opens the new-order form with them chosen. */
export function PartsDueSection({ site }: { site: PartsDueSite }) {
  const count = dueCount(site);
  return (
    <>
      <SectionHeading>
        {site.siteName ?? 'Your parts'}: {plural(count, 'part')} due
      </SectionHeading>
      <List items={site.parts.map((part) => `${part.label} (${partTypeWords(part.partType, 1)}): ${part.reason}`)} />
      {site.moreCount > 0 && <Paragraph>And {plural(site.moreCount, 'more part')}.</Paragraph>}
      <Paragraph>
        <MailLink url={site.newOrderUrl} label={`Order these ${plural(count, 'part')}`} />
      </Paragraph>
    </>
  );
}
