import type { ComponentType, ReactNode } from 'react';
import { PageHeader } from '#app/components/ui/page-header';

/** What a list screen is, apart from its rows: shared by the screen and its loading and failed states. */
export interface ListScreenDefinition {
  /** The page heading, also the table's accessible name. */
  title: string;
  description: string;
  /** Singular and plural: counts, "Loading parts", "No parts yet". */
  noun: readonly [singular: string, plural: string];
  /** The filters, bound to the URL; `actions` go at the end of their row. */
  Filters: ComponentType<{ actions?: ReactNode }>;
  /** Columns of the loading skeleton (the real columns live in the lazily loaded screen). */
  skeletonColumns: number;
}

interface ListScreenFrameProps {
  screen: ListScreenDefinition;
  /** Beside the heading: the screen's main action. */
  actions?: ReactNode;
  /** Between the heading and the filters. */
  notes?: ReactNode;
  filterActions?: ReactNode;
  /** Between the filters and the list. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** Heading, filters and the list's place: the same frame whether the list is loading, failed or shown. */
export function ListScreenFrame({ screen, actions, notes, filterActions, toolbar, children }: ListScreenFrameProps) {
  const { Filters } = screen;
  return (
    <>
      <PageHeader title={screen.title} description={screen.description} actions={actions} />
      {notes}
      <Filters actions={filterActions} />
      {toolbar}
      {children}
    </>
  );
}
