import type { ListScreenDefinition } from '#app/components/list-screen/list-screen-frame';
import { listScreenStates } from '#app/features/shell/list-screen-states';
import { InvoicesFilters } from './invoices-filters';
import { INVOICES_HEADING } from '#contract/screen-headings';

export const INVOICES_SCREEN: ListScreenDefinition = {
  ...INVOICES_HEADING,
  noun: ['invoice', 'invoices'],
  Filters: InvoicesFilters,
  skeletonColumns: 7,
};

export const { Pending: InvoicesPendingPage, Failed: InvoicesFailedPage } = listScreenStates(INVOICES_SCREEN);
