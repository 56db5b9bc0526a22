/** @jsxRuntime automatic @jsxImportSource react */
import { calendarDate, moneyText } from './mail-formats';
import type { InvoiceMailInput, RenderedMail } from './notification-mail-types';
import { MailLink, NotificationLayout, Paragraph, renderNotification } from './notification-layout';

/** An invoice issued (with its PDF) or overdue, the amount in the invoice's own currency. */
export async function invoiceMail(input: InvoiceMailInput): Promise<RenderedMail> {
  const amount = moneyText(input.amountCents, input.currency);
  const due = calendarDate(input.dueDate);
  const subject =
    input.kind === 'issued'
      ? `Invoice ${input.invoiceNumber} issued: ${amount}, due ${due}`
      : `Invoice ${input.invoiceNumber} is overdue: ${amount}`;
  const sentence =
    input.kind === 'issued'
      ? `Invoice ${input.invoiceNumber} for ${amount} was issued. Please pay it by ${due}.`
      : `Invoice ${input.invoiceNumber} for ${amount} was due on ${due} and is not paid yet.`;
  return renderNotification(
    subject,
    <NotificationLayout
      title={subject}
      preview={sentence}
      heading={subject}
      action={{ label: 'Open the invoice', url: input.invoiceUrl }}
      footer={input.footer}
    >
      <Paragraph>{sentence}</Paragraph>
      <Paragraph>
        The PDF: <MailLink url={input.pdfUrl} />
      </Paragraph>
      {input.kind === 'overdue' && (
        <Paragraph>If you have paid it already, thank you: the payment may still be on its way.</Paragraph>
      )}
    </NotificationLayout>,
  );
}
