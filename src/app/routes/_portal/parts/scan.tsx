import { createFileRoute } from '@tanstack/react-router';
import { ScanPage } from '#app/features/parts/scan/scan-page';

export const Route = createFileRoute('/_portal/parts/scan')({
  head: () => ({ meta: [{ title: 'Scan a label · Parts · Whetstone' }] }),
  component: ScanPage,
});
