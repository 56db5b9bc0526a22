/** @jsxRuntime automatic @jsxImportSource react */
import { partTypeWords, partsCountText, windowHours, windowText } from './mail-formats';
import type { PickupReminderInput } from './notification-mail-types';
import { List, MailLink, Paragraph, SectionHeading } from './notification-layout';

export type PickupFacts = Omit<PickupReminderInput, 'footer'>;

/** "12 knives" or "12 parts", for a subject or a heading. */
export function pickupPartsText(pickup: PickupFacts): string {
  return partsCountText(pickup.parts.map((part) => part.partType));
}

/** "Pickup tomorrow 08:00–10:00 at Harbour St: 12 knives". */
export function pickupHeadline(pickup: PickupFacts): string {
  const at = pickup.siteName ? ` at ${pickup.siteName}` : '';
  return `Pickup tomorrow ${windowHours(pickup.window)}${at}: ${pickupPartsText(pickup)}`;
}

/** What the kitchen needs for one pickup: when, where, what to hand over, how the driver gets in. */
export function PickupDetails({ pickup, withHeading }: { pickup: PickupFacts; withHeading: boolean }) {
  return (
    <>
      {withHeading && <SectionHeading>{pickupHeadline(pickup)}</SectionHeading>}
      <Paragraph>
        The driver comes on {windowText(pickup.window)} ({pickup.window.timeZone})
        {pickup.siteName ? ` to ${pickup.siteName}` : ''}
        {pickup.siteAddress ? `, ${pickup.siteAddress}` : ''}, for order{' '}
        {withHeading ? <MailLink url={pickup.orderUrl} label={pickup.orderNumber} /> : pickup.orderNumber}.
      </Paragraph>
      <Paragraph>Please have these ready ({pickupPartsText(pickup)}):</Paragraph>
      <List items={pickup.parts.map((part) => `${part.label} (${partTypeWords(part.partType, 1)})`)} />
      {pickup.accessNotes.trim() && <Paragraph>Access notes: {pickup.accessNotes.trim()}</Paragraph>}
    </>
  );
}
