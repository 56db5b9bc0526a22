import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  const { state, start, cancel } = useCsvExport({
    fetchPage: async (call) => {
      const page = await fetchPartsPage(filters, { ...call, include: 'manufacturer,model' });
      if (page.data.some((part) => part.manufacturer === undefined)) setWithoutMakers(true);
      return page;
    },
    // The writer (and Papa Parse with it) loads only when someone exports.
    toCsv: async (rows) => {
      // The parts' sites by name (archiving a site moves its parts, so the active ones name them all);
      // none from a server without sites, or if they cannot be read now: the file then has no Site column.
      // Imported here: the parts list shares this module with screens that never load the sites chunk.
      const { sitesQueryOptions } = await import('#app/features/sites/api/sites-query');
      const sites = await queryClient.fetchQuery(sitesQueryOptions('active')).catch(() => null);
      const siteName = sites ? (id: string) => sites.find((site) => site.id === id)?.name : undefined;
      return (await import('./parts-csv')).partsToCsv(rows, siteName);
    },
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
