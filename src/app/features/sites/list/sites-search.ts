import * as z from 'zod/mini';
import { optionalEnum } from '#app/lib/routing/search-params';

/**
 * `status=archived` lists the archived sites; anything else, the active ones. Written out rather
 * than taken from the contract: a route's search schema is in the first load, and importing the
 * contract's value would bring the whole sites contract (its zod schemas) with it.
 */
export const sitesSearchSchema = z.object({ status: optionalEnum(['archived']) });
