import * as z from 'zod/mini';
import { idSchema } from './base-schemas';

/** A member's sites: `"all"` (every site, present and future) or the ids of some. Apart from members.ts so the session's schema brings nothing else to the first load. */
export const memberSitesSchema = z.union([z.literal('all'), z.array(idSchema)]);
export type MemberSites = z.infer<typeof memberSitesSchema>;
