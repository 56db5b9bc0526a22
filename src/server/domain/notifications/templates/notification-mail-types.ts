// What each notification template is given: plain values the worker has already read and the
// links it has already made, so a template only arranges words (and never reads the database).

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The small print every notification ends with: why it came, where to change that, and (not for security mail) one-click off. */
export interface MailFooter {
  /** e.g. "You get this because Order updates are set to instant for Harbour St." */
  reason: string;
  /** Settings → Notifications in the portal. */
  preferencesUrl: string;
  /** The signed link that turns this category off without signing in; null for security mail. */
  unsubscribeUrl: string | null;
}

/** A pickup or delivery window, shown in the site's own time zone. */
export interface MailWindow {
  start: Date;
  end: Date;
  timeZone: string;
}

export type OrderUpdateKind =
  'placed' | 'pickup_scheduled' | 'picked_up' | 'back_from_service' | 'delivered' | 'cancelled' | 'rescheduled';

export interface OrderUpdateInput {
  kind: OrderUpdateKind;
  orderNumber: string;
  orderUrl: string;
  /** The site's name; null for an account without sites. */
  siteName: string | null;
  partCount: number;
  /** The pickup window (after the change, for a reschedule). */
  window: MailWindow | null;
  /** A reschedule's window before the change. */
  previousWindow: MailWindow | null;
  /** Who made the change, as the timeline names them ("Ana Lima", "Pickup schedule psch_…", "Whetstone"); null when unknown. */
  by: string | null;
  footer: MailFooter;
}

export interface PickupReminderInput {
  orderNumber: string;
  orderUrl: string;
  siteName: string | null;
  /** One line: street, city. */
  siteAddress: string | null;
  window: MailWindow;
  /** The parts to hand over: label (internal label or serial) and type, e.g. { label: 'K-12', partType: 'chef_knife' }. */
  parts: readonly { label: string; partType: string }[];
  accessNotes: string;
  footer: MailFooter;
}

export interface PartsDueSite {
  siteName: string | null;
  /** The new-order form with these parts chosen (/orders/new?site=…&part_ids=…). */
  newOrderUrl: string;
  parts: readonly { label: string; partType: string; /** e.g. "wear 82%" or "last service 97 days ago" */ reason: string }[];
  /** More due parts than listed (the list is capped). */
  moreCount: number;
}

export interface PartsDueDigestInput {
  /** The Monday it is for, YYYY-MM-DD. */
  weekOf: string;
  sites: readonly PartsDueSite[];
  footer: MailFooter;
}

export interface InvoiceMailInput {
  kind: 'issued' | 'overdue';
  invoiceNumber: string;
  amountCents: number;
  currency: string;
  /** YYYY-MM-DD. */
  dueDate: string;
  invoiceUrl: string;
  pdfUrl: string;
  footer: MailFooter;
}

export type SecurityMailInput =
  | { kind: 'new_sign_in'; email: string; at: Date; device: string; ip: string | null; sessionsUrl: string; footer: MailFooter }
  | {
      kind: 'api_key_created';
      accountName: string;
      keyName: string;
      scopes: readonly string[];
      createdBy: string;
      at: Date;
      keysUrl: string;
      footer: MailFooter;
    }
  | {
      kind: 'member_added';
      accountName: string;
      memberName: string;
      memberEmail: string;
      role: string;
      at: Date;
      membersUrl: string;
      footer: MailFooter;
    };

/** One line of the daily digest, made when its event was read. */
export interface DigestLine {
  text: string;
  url: string;
  siteName: string | null;
}

export interface DailyDigestInput {
  /** The local date it is for, YYYY-MM-DD, and the zone its 08:00 is in. */
  date: string;
  timeZone: string;
  /** Order updates and invoices since the last digest, by category label. */
  sections: readonly { label: string; lines: readonly DigestLine[] }[];
  /** Pickups tomorrow (when pickup reminders are set to digest). */
  pickupsTomorrow: readonly Omit<PickupReminderInput, 'footer'>[];
  /** On Mondays, when parts due is set to digest. */
  partsDue: readonly PartsDueSite[];
  footer: MailFooter;
}
