import { createFileRoute } from '@tanstack/react-router';
import { partsListQueryOptions } from '../../../features/parts/parts-list-query';
import { PartsPage } from '../../../features/parts/parts-page';
import { PartsFailedPage, PartsPendingPage } from '../../../features/parts/parts-list-states';
import { partsSearchSchema } from '../../../features/parts/parts-search';

export const Route = createFileRoute('/_portal/parts/')({
  validateSearch: partsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    await queryClient.infiniteQuery(partsListQueryOptions(deps));
  },
  head: () => ({ meta: [{ title: 'Parts · Whetstone' }] }),
  pendingComponent: PartsPendingPage,
  errorComponent: PartsFailedPage,
  component: PartsRoute,
});

function PartsRoute() {
  return <PartsPage filters={Route.useSearch()} />;
}
