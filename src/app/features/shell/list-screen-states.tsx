import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { PageHeader } from '#app/components/ui/page-header';
import { TableSkeleton } from '#app/components/ui/skeleton';
import { RouteError } from './route-error';

interface ListScreen {
  title: string;
  description: string;
  /** The list's filters, bound to the URL. */
  Filters: ComponentType;
  columns: number;
  loadingLabel: string;
}

/**
 * A list screen's loading and failed states. Both keep the title and the filters on
 * screen, so a filter chosen while the read fails stays visible and can be changed
 * again; only the table's place shows the skeleton or the failure. Kept out of the
 * lazily loaded screen so they show without waiting for it.
 */
export function listScreenStates({ title, description, Filters, columns, loadingLabel }: ListScreen) {
  function Frame({ children }: { children: ReactNode }) {
    return (
      <>
        <PageHeader title={title} description={description} />
        <Filters />
        {children}
      </>
    );
  }
  return {
    Pending: () => (
      <Frame>
        <TableSkeleton columns={columns} label={loadingLabel} />
      </Frame>
    ),
    Failed: (props: ErrorComponentProps) => (
      <Frame>
        <RouteError {...props} />
      </Frame>
    ),
  };
}
