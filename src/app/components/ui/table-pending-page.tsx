import { PageHeader } from './page-header';
import { TableSkeleton } from './table-skeleton';

interface TablePendingPageProps {
  title: string;
  columns: number;
  rows: number;
  /** What the skeleton stands for, read out to screen readers. */
  label: string;
}

/** A settings table screen while its loader runs: the real heading over a skeleton of the table. */
export function tablePendingPage({ title, columns, rows, label }: TablePendingPageProps) {
  return function TablePendingPage() {
    return (
      <>
        <PageHeader title={title} />
        <TableSkeleton columns={columns} rows={rows} label={label} />
      </>
    );
  };
}
