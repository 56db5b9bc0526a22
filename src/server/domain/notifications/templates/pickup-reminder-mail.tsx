/** @jsxRuntime automatic @jsxImportSource react */
import type { PickupReminderInput, RenderedMail } from './notification-mail-types';
import { NotificationLayout, renderNotification } from './notification-layout';
import { PickupDetails, pickupHeadline } from './pickup-lines';

/** The evening before a pickup: the window in the site's own zone, the parts to hand over and how to get in. */
export async function pickupReminderMail(input: PickupReminderInput): Promise<RenderedMail> {
  const subject = pickupHeadline(input);
  return renderNotification(
    subject,
    <NotificationLayout
      title={subject}
      preview={`Order ${input.orderNumber}: have the parts ready for the driver.`}
      heading={subject}
      action={{ label: 'Open the order', url: input.orderUrl }}
      footer={input.footer}
    >
      <PickupDetails pickup={input} withHeading={false} />
    </NotificationLayout>,
  );
}
