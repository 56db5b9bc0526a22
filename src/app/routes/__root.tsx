import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../features/shell/not-found-page';
import { RateLimitBanner } from '../components/ui/rate-limit-banner';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Whetstone' }] }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <RateLimitBanner />
      <Outlet />
    </>
  );
}
