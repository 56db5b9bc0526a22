import { createFileRoute } from '@tanstack/react-router';
import { PartsImportPage } from '#app/features/parts/import/import-page';

export const Route = createFileRoute('/_portal/parts/import')({
  head: () => ({ meta: [{ title: 'Import parts · Parts · Whetstone' }] }),
  component: PartsImportPage,
});
