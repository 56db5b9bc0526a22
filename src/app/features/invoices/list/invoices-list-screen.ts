import type { ListScreenDefinition } from '#app/components/list-screen/list-screen-frame';
import { listScreenStates } from '#app/features/shell/list-screen-states';
import { InvoicesFilters } from './invoices-filters';

export const INVOICES_SCREEN: ListScreenDefinition = {
  title: 'Invoices',
  description: 'Invoices issued for completed orders, with their PDFs.',
  noun: ['invoice', 'invoices'],
  Filters: InvoicesFilters,
  skeletonColumns: 7,
};

export const { Pending: InvoicesPendingPage, Failed: InvoicesFailedPage } = listScreenStates(INVOICES_SCREEN);
