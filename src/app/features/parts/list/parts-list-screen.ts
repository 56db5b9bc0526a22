import type { ListScreenDefinition } from '#app/components/list-screen/list-screen-frame';
import { listScreenStates } from '#app/features/shell/list-screen-states';
import { PartsFilters } from './parts-filters';

export const PARTS_SCREEN: ListScreenDefinition = {
  title: 'Parts',
  description: 'Every blade, scissor and saw registered to your account.',
  noun: ['part', 'parts'],
  Filters: PartsFilters,
  skeletonColumns: 8,
};

export const { Pending: PartsPendingPage, Failed: PartsFailedPage } = listScreenStates(PARTS_SCREEN);
