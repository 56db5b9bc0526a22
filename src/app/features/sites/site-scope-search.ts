import * as z from 'zod/mini';

/**
 * The site the manager works at, `?site=site_…` on every portal screen ("All sites" without it), so a
 * link to `/parts?site=…` opens one kitchen's list. Anything that is not an id shape means all sites.
 */
export const siteScopeSearchSchema = z.object({
  site: z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/))), undefined),
});
