import { tablePendingPage } from '#app/components/ui/table-pending-page';

export const MembersPendingPage = tablePendingPage({ title: 'Members', columns: 7, rows: 4, label: 'Loading members' });
