/**
 * What the header of each screen says. The portal shows it, and the server paints it into a cold
 * load's HTML (served-heading.ts), so a phone shows the real heading and description while the
 * scripts still load. One text for both, so the two never disagree.
 */
export interface ScreenHeading {
  title: string;
  description?: string;
}

// One constant per screen, so a screen's chunk carries only its own text.
export const PARTS_HEADING = {
  title: 'Parts',
  description: 'Every blade, scissor and saw registered to your account.',
} satisfies ScreenHeading;
export const PARTS_IMPORT_HEADING = {
  title: 'Import parts from a spreadsheet',
  description: 'Register many parts at once: choose the file, match its columns, fix what needs it, then import.',
} satisfies ScreenHeading;
export const ORDERS_HEADING = {
  title: 'Orders',
  description: 'Pickup, sharpening and delivery round trips for your parts.',
} satisfies ScreenHeading;
export const NEW_ORDER_HEADING = {
  title: 'New order',
  description: 'Choose parts and a pickup window; a driver collects them, we sharpen them and bring them back.',
} satisfies ScreenHeading;
export const INVOICES_HEADING = {
  title: 'Invoices',
  description: 'Invoices issued for completed orders, with their PDFs.',
} satisfies ScreenHeading;
export const SETTINGS_HEADING = { title: 'Settings', description: 'Your account and sign-in.' };
export const API_KEYS_HEADING: ScreenHeading = {
  title: 'API keys',
  description: 'Keys for your integrations to call the v1 API. Each key has its own access and expiry.',
} satisfies ScreenHeading;
export const WEBHOOKS_HEADING = {
  title: 'Webhooks',
  description:
    'Whetstone POSTs each change to your systems as it happens, signed per Standard Webhooks, instead of your systems polling the lists.',
} satisfies ScreenHeading;
export const MEMBERS_HEADING = {
  title: 'Members',
  description: 'The people who sign in to this account, what each may do, and which sites they reach.',
} satisfies ScreenHeading;
export const AUDIT_LOG_HEADING = {
  title: 'Audit log',
  description: 'Every sign-in and every change to API keys, webhooks and sites, with who made it and from where.',
} satisfies ScreenHeading;
export const SITES_HEADING = {
  title: 'Sites',
  description: 'Your kitchens: where parts live, the address a driver comes to, and when each can hand parts over.',
} satisfies ScreenHeading;
export const SECURITY_HEADING = {
  title: 'Security',
  description: 'How you sign in, and where you are signed in.',
} satisfies ScreenHeading;

export const NOTIFICATIONS_HEADING = {
  title: 'Notifications',
  description: 'The e-mail you get from Whetstone: what, how soon, and about which sites.',
} satisfies ScreenHeading;

/** The Overview greets the person by name. */
export function overviewHeading(name: string): ScreenHeading {
  return { title: 'Overview', description: `Welcome back, ${name}.` };
}
