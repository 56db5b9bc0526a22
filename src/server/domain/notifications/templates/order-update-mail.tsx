/** @jsxRuntime automatic @jsxImportSource react */
import { partsCountText, plural, windowText } from './mail-formats';
import type { OrderUpdateInput, RenderedMail } from './notification-mail-types';
import { NotificationLayout, Paragraph, renderNotification } from './notification-layout';

function subjectOf(input: OrderUpdateInput): string {
  const order = `Order ${input.orderNumber}`;
  const by = input.by ? ` by ${input.by}` : '';
  const window = input.window ? windowText(input.window) : null;
  switch (input.kind) {
    case 'placed':
      return `${order} placed: ${plural(input.partCount, 'part')}${by}`;
    case 'pickup_scheduled':
      return window ? `${order}: pickup scheduled for ${window}` : `${order}: pickup scheduled`;
    case 'picked_up':
      return `${order} picked up`;
    case 'back_from_service':
      return `${order} is back from service`;
    case 'delivered':
      return `${order} delivered`;
    case 'cancelled':
      return `${order} cancelled${by}`;
    case 'rescheduled':
      return window ? `${order} rescheduled to ${window}${by}` : `${order} rescheduled${by}`;
  }
}

function sentenceOf(input: OrderUpdateInput): string {
  const parts = partsCountText([], input.partCount);
  const at = input.siteName ? ` at ${input.siteName}` : '';
  const window = input.window ? windowText(input.window) : null;
  switch (input.kind) {
    case 'placed':
      return `The order for ${parts}${at} was placed${input.by ? ` by ${input.by}` : ''}.`;
    case 'pickup_scheduled':
      return window ? `The driver comes${at} on ${window} for ${parts}.` : `A pickup${at} was scheduled for ${parts}.`;
    case 'picked_up':
      return `The driver picked up ${parts}${at}.`;
    case 'back_from_service':
      return `${parts} ${input.partCount === 1 ? 'is' : 'are'} sharpened and on the way back${at}.`;
    case 'delivered':
      return `${parts} ${input.partCount === 1 ? 'was' : 'were'} delivered${at}.`;
    case 'cancelled':
      return `The order for ${parts}${at} was cancelled${input.by ? ` by ${input.by}` : ''}.`;
    case 'rescheduled': {
      const from = input.previousWindow ? ` from ${windowText(input.previousWindow)}` : '';
      return `The pickup${at} moved${from} to ${window ?? 'another window'}${input.by ? `, by ${input.by}` : ''}.`;
    }
  }
}

/** One change of one order, as the order's timeline tells it. */
export async function orderUpdateMail(input: OrderUpdateInput): Promise<RenderedMail> {
  const subject = subjectOf(input);
  const sentence = sentenceOf(input);
  const zone = input.window ? `Times are in ${input.window.timeZone}.` : null;
  return renderNotification(
    subject,
    <NotificationLayout
      title={subject}
      preview={sentence}
      heading={subject}
      action={{ label: 'Open the order', url: input.orderUrl }}
      footer={input.footer}
    >
      <Paragraph>{sentence}</Paragraph>
      {zone && <Paragraph>{zone}</Paragraph>}
    </NotificationLayout>,
  );
}
