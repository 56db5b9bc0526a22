import type {
  DailyDigestInput,
  InvoiceMailInput,
  MailFooter,
  OrderUpdateInput,
  PartsDueDigestInput,
  PickupReminderInput,
  SecurityMailInput,
} from './notification-mail-types';

// Fixed inputs for the template tests: one of each, with links a test can look for.

export const PORTAL = 'https://portal.whetstone.test';
export const UNSUBSCRIBE_URL = `${PORTAL}/notifications/unsubscribe?token=abc.def`;
export const PREFERENCES_URL = `${PORTAL}/settings/notifications`;

export const footer: MailFooter = {
  reason: 'You get this because Order updates are set to instant for Harbour St.',
  preferencesUrl: PREFERENCES_URL,
  unsubscribeUrl: UNSUBSCRIBE_URL,
};

// Tue 1 Dec 2026, 08:00–10:00 in New York (13:00Z–15:00Z).
const harbourWindow = {
  start: new Date('2026-12-01T13:00:00Z'),
  end: new Date('2026-12-01T15:00:00Z'),
  timeZone: 'America/New_York',
};

export const orderUpdate: OrderUpdateInput = {
  kind: 'rescheduled',
  orderNumber: 'ORD-1042',
  orderUrl: `${PORTAL}/orders/ord_1042`,
  siteName: 'Harbour St',
  partCount: 12,
  window: harbourWindow,
  previousWindow: { ...harbourWindow, start: new Date('2026-11-30T13:00:00Z'), end: new Date('2026-11-30T15:00:00Z') },
  by: 'Ana Lima',
  footer,
};

export const pickupReminder: PickupReminderInput = {
  orderNumber: 'ORD-1042',
  orderUrl: `${PORTAL}/orders/ord_1042`,
  siteName: 'Harbour St',
  siteAddress: '12 Harbour St, Boston',
  window: harbourWindow,
  parts: Array.from({ length: 12 }, (_, index) => ({ label: `K-${index + 1}`, partType: 'knife' })),
  accessNotes: 'Back door, ring twice.',
  footer,
};

export const partsDue: PartsDueDigestInput = {
  weekOf: '2026-11-30',
  sites: [
    {
      siteName: 'Harbour St',
      newOrderUrl: `${PORTAL}/orders/new?site=site_1&part_ids=part_1,part_2`,
      parts: [
        { label: 'K-1', partType: 'knife', reason: 'wear 82%' },
        { label: 'S-4', partType: 'scissor', reason: 'last service 97 days ago' },
      ],
      moreCount: 5,
    },
    {
      siteName: 'Dockside',
      newOrderUrl: `${PORTAL}/orders/new?site=site_2&part_ids=part_9`,
      parts: [{ label: 'B-9', partType: 'blade', reason: 'wear 91%' }],
      moreCount: 4,
    },
  ],
  footer,
};

export const invoiceOverdue: InvoiceMailInput = {
  kind: 'overdue',
  invoiceNumber: 'INV-2026-0042',
  amountCents: 123_400,
  currency: 'USD',
  dueDate: '2026-11-15',
  invoiceUrl: `${PORTAL}/invoices/inv_42`,
  pdfUrl: 'https://cdn.whetstone.test/invoices/inv_42.pdf?expires=1&signature=x',
  footer,
};

const securityFooter: MailFooter = {
  reason: 'Security mail is always sent to the people it concerns.',
  preferencesUrl: PREFERENCES_URL,
  unsubscribeUrl: null,
};

type SecurityOf<K extends SecurityMailInput['kind']> = Extract<SecurityMailInput, { kind: K }>;

export const newSignIn: SecurityOf<'new_sign_in'> = {
  kind: 'new_sign_in',
  email: 'ana@northwind.test',
  at: new Date('2026-12-01T21:04:00Z'),
  device: 'Chrome on Android',
  ip: '203.0.113.7',
  sessionsUrl: `${PORTAL}/settings/security`,
  footer: securityFooter,
};

export const apiKeyCreated: SecurityOf<'api_key_created'> = {
  kind: 'api_key_created',
  accountName: 'Northwind Cutlery',
  keyName: 'Deploy',
  scopes: ['orders:read', 'orders:write'],
  createdBy: 'Ana Lima',
  at: new Date('2026-12-01T21:04:00Z'),
  keysUrl: `${PORTAL}/settings/api-keys`,
  footer: securityFooter,
};

export const memberAdded: SecurityOf<'member_added'> = {
  kind: 'member_added',
  accountName: 'Northwind Cutlery',
  memberName: 'Bo Chen',
  memberEmail: 'bo@northwind.test',
  role: 'admin',
  at: new Date('2026-12-01T21:04:00Z'),
  membersUrl: `${PORTAL}/settings/members`,
  footer: securityFooter,
};

export const dailyDigest: DailyDigestInput = {
  date: '2026-12-01',
  timeZone: 'America/New_York',
  sections: [
    {
      label: 'Order updates',
      lines: [
        { text: 'Order ORD-1042 picked up', url: `${PORTAL}/orders/ord_1042`, siteName: 'Harbour St' },
        { text: 'Order ORD-1043 delivered', url: `${PORTAL}/orders/ord_1043`, siteName: 'Dockside' },
      ],
    },
    {
      label: 'Invoices',
      lines: [{ text: 'Invoice INV-2026-0042 issued: $1,234.00', url: `${PORTAL}/invoices/inv_42`, siteName: null }],
    },
  ],
  pickupsTomorrow: [{ ...pickupReminder }],
  partsDue: [partsDue.sites[0]!],
  footer,
};
