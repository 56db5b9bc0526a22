import type { NotificationCategory } from '#contract/notifications';
import { invoiceMail } from './templates/invoice-mail';
import type {
  DigestLine,
  InvoiceMailInput,
  MailFooter,
  MailWindow,
  OrderUpdateInput,
  OrderUpdateKind,
  RenderedMail,
} from './templates/notification-mail-types';
import { orderUpdateMail } from './templates/order-update-mail';

/** An event as the queue hands it over: its type and its `data` as recorded. */
export interface QueuedEventRow {
  id: string;
  accountId: string;
  type: string;
  occurredAt: Date;
  data: string;
}

export interface SiteFacts {
  name: string;
  timeZone: string;
}

/** What notices of one account are made with. */
export interface NoticeContext {
  sites: ReadonlyMap<string, SiteFacts>;
  currency: string;
  portalUrl: string;
  /** An invoice's PDF at a link that lasts as long as a mail is read. */
  invoicePdf(invoiceId: string): string;
}

/** What an event says to people: its category, the site it is about, the instant mail and the digest line. */
export interface EventNotice {
  category: NotificationCategory;
  /** The record's site; null for a record of no site (heard by members of every site). */
  siteId: string | null;
  mailKind: string;
  render(footer: MailFooter): Promise<RenderedMail>;
  line: DigestLine;
}

interface EventData {
  object: Record<string, unknown> & { id: string };
  previous?: Record<string, unknown>;
  actor?: string;
  made_by?: { name?: string };
}

const ORDER_STEP: Record<string, OrderUpdateKind | undefined> = {
  scheduled: 'pickup_scheduled',
  picked_up: 'picked_up',
  out_for_delivery: 'back_from_service',
  completed: 'delivered',
};

const ORDER_WORDS: Record<OrderUpdateKind, string> = {
  placed: 'placed',
  pickup_scheduled: 'pickup scheduled',
  picked_up: 'picked up',
  back_from_service: 'back from sharpening, out for delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
  rescheduled: 'rescheduled',
};

/** Who made a change, as the order timeline names them; null when the event does not say. */
function byWhom(data: EventData): string | null {
  if (data.made_by?.name) return data.made_by.name;
  if (data.actor === 'driver') return 'the driver';
  if (data.actor === 'ops') return 'Whetstone';
  return null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function windowOf(start: unknown, end: unknown, site: SiteFacts | undefined): MailWindow | null {
  const from = text(start);
  const to = text(end);
  if (!from || !to) return null;
  return { start: new Date(from), end: new Date(to), timeZone: site?.timeZone ?? 'UTC' };
}

function orderKind(type: string, data: EventData): OrderUpdateKind | null {
  if (type === 'order.created') return 'placed';
  if (type === 'order.cancelled') return 'cancelled';
  if (type === 'order.rescheduled') return 'rescheduled';
  if (type === 'order.status_changed') return ORDER_STEP[String(data.object.status)] ?? null;
  return null;
}

function orderNotice(event: QueuedEventRow, data: EventData, { sites, portalUrl }: NoticeContext): EventNotice | null {
  const kind = orderKind(event.type, data);
  if (!kind) return null;
  const order = data.object;
  const siteId = text(order.site_id);
  const site = siteId ? sites.get(siteId) : undefined;
  const orderNumber = text(order.order_number) ?? order.id;
  const orderUrl = `${portalUrl}/orders/${encodeURIComponent(order.id)}`;
  const parts = Array.isArray(order.parts) ? order.parts.length : Number(order.part_count ?? 0);
  const previous = data.previous ?? {};
  const input: Omit<OrderUpdateInput, 'footer'> = {
    kind,
    orderNumber,
    orderUrl,
    siteName: site?.name ?? null,
    partCount: parts,
    window: windowOf(order.pickup_window_start, order.pickup_window_end, site),
    previousWindow: kind === 'rescheduled' ? windowOf(previous.pickup_window_start, previous.pickup_window_end, site) : null,
    by: byWhom(data),
  };
  const by = input.by && (kind === 'placed' || kind === 'cancelled' || kind === 'rescheduled') ? ` by ${input.by}` : '';
  return {
    category: 'order_updates',
    siteId,
    mailKind: `order_${kind}`,
    render: (footer) => orderUpdateMail({ ...input, footer }),
    line: { text: `Order ${orderNumber} ${ORDER_WORDS[kind]}${by}`, url: orderUrl, siteName: input.siteName },
  };
}

function invoiceNotice(
  event: QueuedEventRow,
  data: EventData,
  { sites, portalUrl, currency, invoicePdf }: NoticeContext,
): EventNotice | null {
  const invoice = data.object;
  const status = String(invoice.status);
  const kind: InvoiceMailInput['kind'] | null = status === 'sent' ? 'issued' : status === 'overdue' ? 'overdue' : null;
  if (event.type !== 'invoice.status_changed' || !kind) return null;
  const siteId = text(invoice.site_id);
  const invoiceNumber = text(invoice.invoice_number) ?? invoice.id;
  const invoiceUrl = `${portalUrl}/invoices/${encodeURIComponent(invoice.id)}`;
  const input: Omit<InvoiceMailInput, 'footer'> = {
    kind,
    invoiceNumber,
    amountCents: Number(invoice.total_cents ?? 0),
    currency,
    dueDate: text(invoice.due_date) ?? '',
    invoiceUrl,
    // Not the event's own pdf_url: it lasted an hour from the change.
    pdfUrl: invoicePdf(invoice.id),
  };
  return {
    category: 'invoices',
    siteId,
    mailKind: `invoice_${kind}`,
    render: (footer) => invoiceMail({ ...input, footer }),
    line: {
      text: `Invoice ${invoiceNumber} ${kind === 'issued' ? 'issued' : 'is overdue'}`,
      url: invoiceUrl,
      siteName: siteId ? (sites.get(siteId)?.name ?? null) : null,
    },
  };
}

/** What an event says to people, or null for an event (or a step) no one is mailed about. */
export function noticeOf(event: QueuedEventRow, context: NoticeContext): EventNotice | null {
  const data = JSON.parse(event.data) as EventData;
  if (event.type.startsWith('order.')) return orderNotice(event, data, context);
  if (event.type.startsWith('invoice.')) return invoiceNotice(event, data, context);
  return null;
}
