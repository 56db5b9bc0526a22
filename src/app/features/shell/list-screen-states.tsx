import type { ErrorComponentProps } from '@tanstack/react-router';
import { ListScreenFrame, type ListScreenDefinition } from '#app/components/list-screen/list-screen-frame';
import { TableSkeleton } from '#app/components/ui/table-skeleton';
import { RouteError } from './route-error';

/**
 * A list screen's loading and failed states. Both keep the title and the filters on
 * screen, so a filter chosen while the read fails stays visible and can be changed
 * again; only the table's place shows the skeleton or the failure. Kept out of the
 * lazily loaded screen so they show without waiting for it.
 */
export function listScreenStates(screen: ListScreenDefinition) {
  return {
    Pending: () => (
      <ListScreenFrame screen={screen}>
        <TableSkeleton columns={screen.skeletonColumns} label={`Loading ${screen.noun[1]}`} />
      </ListScreenFrame>
    ),
    Failed: (props: ErrorComponentProps) => (
      <ListScreenFrame screen={screen}>
        <RouteError {...props} />
      </ListScreenFrame>
    ),
  };
}
