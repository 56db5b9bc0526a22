import { tablePendingPage } from '#app/components/ui/table-pending-page';

export const SitesPendingPage = tablePendingPage({ title: 'Sites', columns: 6, rows: 3, label: 'Loading sites' });
