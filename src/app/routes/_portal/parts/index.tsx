import { createFileRoute } from '@tanstack/react-router';
import { partsListQueryOptions } from '#app/features/parts/api/parts-list-query';
import { PartsPage } from '#app/features/parts/list/parts-page';
import { PartsFailedPage, PartsPendingPage } from '#app/features/parts/list/parts-list-screen';
import { partsSearchSchema, supportedFilters } from '#app/features/parts/list/parts-search';
import { partsCapabilitiesQueryOptions } from '#app/features/parts/api/parts-capabilities-query';
import { loadSiteInScope, useSiteInScope } from '#app/features/sites/site-scope';

export const Route = createFileRoute('/_portal/parts/')({
  validateSearch: partsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: search }) => {
    const deps = { ...search, site: await loadSiteInScope(queryClient, search.site) };
    const capabilities = queryClient.query(partsCapabilitiesQueryOptions());
    // Plain filters work on every server: no need to wait for the answer about the extensions.
    const plain = supportedFilters(deps, { wearActions: false });
    const plainOnly =
      Object.values(deps).filter((v) => v !== undefined).length === Object.values(plain).filter((v) => v !== undefined).length;
    if (plainOnly) await Promise.all([capabilities, queryClient.infiniteQuery(partsListQueryOptions(plain))]);
    else await queryClient.infiniteQuery(partsListQueryOptions(supportedFilters(deps, await capabilities)));
  },
  head: () => ({ meta: [{ title: 'Parts · Whetstone' }] }),
  pendingComponent: PartsPendingPage,
  errorComponent: PartsFailedPage,
  component: PartsRoute,
});

function PartsRoute() {
  return <PartsPage search={{ ...Route.useSearch(), site: useSiteInScope() }} />;
}
