import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageSkeleton } from './features/shell/page-skeleton';
import { RouteError } from './features/shell/route-error';
import { NotFoundPage } from './features/shell/not-found-page';
import { createScrollRestorationGate } from './lib/routing/scroll-restoration';
import { routeTree } from './route-tree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // The query cache decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    defaultPendingComponent: PageSkeleton,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    // Back/forward returns to where the user was in a long list.
    scrollRestoration: createScrollRestorationGate(),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
