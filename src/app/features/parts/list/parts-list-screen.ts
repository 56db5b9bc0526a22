import type { ListScreenDefinition } from '#app/components/list-screen/list-screen-frame';
import { listScreenStates } from '#app/features/shell/list-screen-states';
import { PartsFilters } from './parts-filters';
import { PARTS_HEADING } from '#contract/screen-headings';

export const PARTS_SCREEN: ListScreenDefinition = {
  ...PARTS_HEADING,
  noun: ['part', 'parts'],
  Filters: PartsFilters,
  skeletonColumns: 8,
};

export const { Pending: PartsPendingPage, Failed: PartsFailedPage } = listScreenStates(PARTS_SCREEN);
