import { tablePendingPage } from '#app/components/ui/table-pending-page';

export const AuditLogPendingPage = tablePendingPage({ title: 'Audit log', columns: 5, rows: 6, label: 'Loading the audit log' });
