import { tablePendingPage } from '#app/components/ui/table-pending-page';

export const ApiKeysPendingPage = tablePendingPage({ title: 'API keys', columns: 7, rows: 4, label: 'Loading API keys' });
