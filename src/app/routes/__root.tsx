import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { DocumentTitle } from '#app/lib/routing/document-title';
import { NotFoundPage } from '#app/features/shell/not-found-page';
import { RateLimitBanner } from '#app/components/ui/rate-limit-banner';

/** What every route's loader receives: the one query cache the loaders fill and the screens read. */
interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Whetstone' }] }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <RateLimitBanner />
      <Outlet />
    </>
  );
}
