import * as z from 'zod/mini';
import { SITE_STATUSES } from '#contract/sites';
import { optionalEnum } from '#app/lib/routing/search-params';

/** `status`: the active sites when unset, the archived ones on `archived`. */
export const sitesSearchSchema = z.object({ status: optionalEnum(SITE_STATUSES) });
