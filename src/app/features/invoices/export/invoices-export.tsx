import { CsvExport } from '#app/components/export/csv-export';
import { useCsvExport } from '#app/lib/csv/use-csv-export';
import { fetchInvoicesPage } from '#app/features/invoices/api/invoices-list-query';
import type { InvoicesSearch } from '#app/features/invoices/list/invoices-search';
import { csvFileName } from './invoices-csv-file-name';

/** "Export CSV" for the invoices as currently filtered. */
export function InvoicesExport({ filters, currency }: { filters: InvoicesSearch; currency: string }) {
  const { state, start, cancel } = useCsvExport({
    fetchPage: (call) => fetchInvoicesPage(filters, call),
    // The writer (and Papa Parse with it) loads only when someone exports.
    toCsv: async (rows) => (await import('./invoices-csv')).invoicesToCsv(rows, currency),
    fileName: () => csvFileName(filters),
  });
  return <CsvExport plural="invoices" state={state} start={() => void start()} cancel={cancel} />;
}
