import * as z from 'zod/mini';
import { PART_STATUS_FILTERS, PART_TYPES } from '../../../contract/parts';
import { optionalEnum } from '../../lib/search-params';

export const partsSearchSchema = z.object({
  status: optionalEnum(PART_STATUS_FILTERS),
  part_type: optionalEnum(PART_TYPES),
});
export type PartsSearch = z.output<typeof partsSearchSchema>;
