/**
 * The first element of every query key, one per v1 resource. Each feature's key factory starts
 * with its resource's prefix, and a write that changes another resource (an order moves parts,
 * completing it issues an invoice) invalidates by that prefix, never by a literal.
 */
export const resourceKeys = {
  parts: ['parts'] as const,
  orders: ['orders'] as const,
  invoices: ['invoices'] as const,
  pickupWindows: ['pickup-windows'] as const,
  events: ['events'] as const,
  webhookEndpoints: ['webhook-endpoints'] as const,
  partTypeAliases: ['part-type-aliases'] as const,
  sites: ['sites'] as const,
  auditEvents: ['audit-events'] as const,
  members: ['members'] as const,
  invitations: ['invitations'] as const,
  notificationPreferences: ['notification-preferences'] as const,
  billingContacts: ['billing-contacts'] as const,
  unsubscribeLinks: ['unsubscribe-links'] as const,
};
