import * as z from 'zod/mini';
import { idSchema, recordEnvelope, timestampSchema } from './common';
import { memberSitesSchema } from './member-sites';
import type { MemberRole } from './members';

/**
 * Extension: the mail each person chooses. Security mail (a new sign-in, a changed password,
 * two-factor turned off, an API key created, a member added) is not a category: it is always sent.
 */
export const NOTIFICATION_CATEGORIES = ['order_updates', 'pickup_reminders', 'parts_due', 'invoices'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** instant: a mail each time; digest: in the daily mail at 08:00 in the digest time zone; off: none. */
export const DELIVERY_MODES = ['instant', 'digest', 'off'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];
const deliveryModeSchema = z.enum(DELIVERY_MODES);

export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  order_updates: 'Order updates',
  pickup_reminders: 'Pickup reminders',
  parts_due: 'Parts due for service',
  invoices: 'Invoices',
};

export const categoryModesSchema = z.object({
  order_updates: deliveryModeSchema,
  pickup_reminders: deliveryModeSchema,
  parts_due: deliveryModeSchema,
  invoices: deliveryModeSchema,
});
export type CategoryModes = z.infer<typeof categoryModesSchema>;

/** What a member gets until they choose: by what their role is for (docs/notifications.md). */
export const ROLE_DEFAULT_MODES: Record<MemberRole, CategoryModes> = {
  owner: { order_updates: 'digest', pickup_reminders: 'off', parts_due: 'instant', invoices: 'instant' },
  admin: { order_updates: 'digest', pickup_reminders: 'off', parts_due: 'instant', invoices: 'off' },
  manager: { order_updates: 'instant', pickup_reminders: 'instant', parts_due: 'instant', invoices: 'off' },
  accounts_payable: { order_updates: 'off', pickup_reminders: 'off', parts_due: 'off', invoices: 'instant' },
  viewer: { order_updates: 'off', pickup_reminders: 'off', parts_due: 'off', invoices: 'off' },
};

export const notificationPreferencesSchema = z.object({
  categories: categoryModesSchema,
  /** The sites to hear about: "all", or some of the member's own sites. */
  sites: memberSitesSchema,
  /** An IANA zone: the daily digest comes at 08:00 there. */
  digest_time_zone: z.string(),
  /** Additive: the categories last turned off from a mail's unsubscribe link, newest first. */
  turned_off_by_link: z.optional(z.array(z.object({ category: z.string(), at: timestampSchema }))),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesResponseSchema = recordEnvelope(notificationPreferencesSchema);

export const notificationPreferencesPatchSchema = z.strictObject({
  categories: z.optional(z.partial(z.strictObject(categoryModesSchema.shape))),
  sites: z.optional(z.union([z.literal('all'), z.array(idSchema).check(z.minLength(1), z.maxLength(200))])),
  digest_time_zone: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type NotificationPreferencesPatch = z.infer<typeof notificationPreferencesPatchSchema>;

/** The sample the test button sends: one per category the member receives (instant or digest). */
export const notificationTestResponseSchema = recordEnvelope(z.object({ to: z.string(), categories: z.array(z.string()) }));

/** Someone who is not a member and gets the account's invoices (issued and overdue) only. */
export const billingContactSchema = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  created_at: timestampSchema,
  /** Additive: when the contact turned invoices off from a mail's unsubscribe link (none are sent since); null while they get them. */
  unsubscribed_at: z.optional(z.nullable(timestampSchema)),
});
export type BillingContact = z.infer<typeof billingContactSchema>;
export const billingContactListResponseSchema = z.object({ data: z.array(billingContactSchema) });
export const billingContactResponseSchema = recordEnvelope(billingContactSchema);
export const BILLING_CONTACT_RULES = { nameMax: 120, emailMax: 254, perAccount: 20 } as const;
export const billingContactCreateSchema = z.strictObject({
  email: z.string().check(z.minLength(3), z.maxLength(BILLING_CONTACT_RULES.emailMax)),
  name: z.string().check(z.maxLength(BILLING_CONTACT_RULES.nameMax)),
});
export type BillingContactCreate = z.infer<typeof billingContactCreateSchema>;

/** What an unsubscribe link is about, before and after it is used (works without signing in). */
export const unsubscribeAnswerSchema = recordEnvelope(
  z.object({ email: z.string(), category: z.string(), label: z.string(), turned_off: z.boolean() }),
);
