import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';

/**
 * Renders a screen at `/screen` of a one-screen router (its Links and navigate work), inside the
 * query client; any other path is a blank page, and `router.state.location` says where a navigation went.
 */
export async function renderInRouter(ui: ReactNode, client: QueryClient) {
  const root = createRootRoute();
  const screen = createRoute({
    getParentRoute: () => root,
    path: '/screen',
    component: () => <Suspense fallback={null}>{ui}</Suspense>,
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Elsewhere</p> });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>Elsewhere</p> });
  const router = createRouter({
    routeTree: root.addChildren([screen, home, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/screen'] }),
  });
  // jsdom has no scrolling; the router restores scroll positions on every navigation.
  window.scrollTo = () => undefined;
  await router.load();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** jsdom has <dialog> but not showModal() / close(): enough of them for the one Dialog component. */
export function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
