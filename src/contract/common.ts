import * as z from 'zod/mini';

export * from './base-schemas';

/** Date-only value, year-month-day. */
export const dateSchema = z.iso.date();

export const centsSchema = z.int();

/** Who made a record (an API key, a webhook endpoint): a member, by their name when they made it. */
export const createdBySchema = z.object({ id: z.string(), name: z.string() });

/** A site's address and contact as the service answers them (a site, and the snapshot an order keeps of it). */
export const siteAddressAnswerSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export const siteContactAnswerSchema = z.object({ name: z.string(), phone: z.string() });

export const listMetaSchema = z.object({
  total: z.int(),
  next_cursor: z.nullable(z.string()),
  page: z.optional(z.int()),
  per_page: z.optional(z.int()),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;

/** Query parameters every list endpoint takes. */
export const pageQueryShape = {
  limit: z.optional(z.string()),
  after: z.optional(z.string()),
};

/** Extension: a list filter naming sites, 1 to 20 site ids separated by commas. */
export const siteIdListSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_]{1,64}(,[A-Za-z0-9_]{1,64}){0,19}$/, 'site_id must be 1 to 20 site ids separated by commas.'));
