import { useState } from 'react';
import { CsvExport } from '#app/components/export/csv-export';
import { useCsvExport } from '#app/lib/csv/use-csv-export';
import { fetchPartsPage } from '#app/features/parts/api/parts-list-query';
import type { PartsSearch } from '#app/features/parts/list/parts-search';
import { partsCsvFileName } from './parts-csv-file-name';

/**
 * "Export CSV" for the parts as currently filtered, every page, with manufacturer and model
 * (an extension the list asks for), so the file imports again without a mapping step.
 */
export function PartsExport({ filters }: { filters: PartsSearch }) {
  // A server without the extension sends list items without them: the file then says nothing of them.
  const [withoutMakers, setWithoutMakers] = useState(false);
  const { state, start, cancel } = useCsvExport({
    fetchPage: async (call) => {
      const page = await fetchPartsPage(filters, { ...call, include: 'manufacturer,model' });
      if (page.data.some((part) => part.manufacturer === undefined)) setWithoutMakers(true);
      return page;
    },
    // The writer (and Papa Parse with it) loads only when someone exports.
    toCsv: async (rows) => (await import('./parts-csv')).partsToCsv(rows),
    fileName: () => partsCsvFileName(filters),
  });
  return (
    <CsvExport
      plural="parts"
      state={state}
      start={() => {
        setWithoutMakers(false);
        void start();
      }}
      cancel={cancel}
      note={withoutMakers ? 'This server does not list manufacturers and models, so those columns are empty.' : undefined}
    />
  );
}
