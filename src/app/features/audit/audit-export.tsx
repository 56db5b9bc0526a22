import { CsvExport } from '#app/components/export/csv-export';
import { useCsvExport } from '#app/lib/csv/use-csv-export';
import { fetchAuditPage } from './api/audit-events-query';
import { auditCsvFileName } from './audit-csv-file-name';
import type { AuditSearch } from './audit-search';

/** "Export CSV" of the log as filtered: every page, newest first; the writer loads only when someone exports. */
export function AuditExport({ search }: { search: AuditSearch }) {
  const { state, start, cancel } = useCsvExport({
    fetchPage: (call) => fetchAuditPage(search, call),
    toCsv: async (rows) => (await import('./audit-csv')).auditToCsv(rows),
    fileName: () => auditCsvFileName(search),
  });
  return <CsvExport plural="entries" state={state} start={() => void start()} cancel={cancel} />;
}
