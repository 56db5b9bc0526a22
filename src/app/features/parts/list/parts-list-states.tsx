import { listScreenStates } from '#app/features/shell/list-screen-states';
import { PARTS_DESCRIPTION, PartsFilters } from './parts-filters';

export const { Pending: PartsPendingPage, Failed: PartsFailedPage } = listScreenStates({
  title: 'Parts',
  description: PARTS_DESCRIPTION,
  Filters: PartsFilters,
  columns: 8,
  loadingLabel: 'Loading parts',
});
