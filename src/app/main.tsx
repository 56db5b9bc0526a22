import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionKey } from './features/session/session-query';
import { createQueryClient, setUnauthenticatedHandler } from './lib/http/query-client';
import { initTheme } from './lib/theme';
import { createAppRouter } from './router';
import './styles.css';

initTheme();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

setUnauthenticatedHandler(() => {
  const { location } = router.state;
  if (location.pathname === '/sign-in') return;
  queryClient.removeQueries({ queryKey: sessionKey });
  void router.navigate({ to: '/sign-in', search: { redirect: location.href } });
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole screen is built (one long task on a phone).
const app = createRoot(root);
startTransition(() => {
  app.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
