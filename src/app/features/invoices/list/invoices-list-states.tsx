import { listScreenStates } from '#app/features/shell/list-screen-states';
import { InvoicesFilters, INVOICES_DESCRIPTION } from './invoices-filters';

export const { Pending: InvoicesPendingPage, Failed: InvoicesFailedPage } = listScreenStates({
  title: 'Invoices',
  description: INVOICES_DESCRIPTION,
  Filters: InvoicesFilters,
  columns: 7,
  loadingLabel: 'Loading invoices',
});
