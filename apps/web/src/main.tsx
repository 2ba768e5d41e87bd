import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startLearning } from './lib/early-requests';
import { prefetchMe } from './lib/me-query-key';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createAppRouter();
startLearning();
prefetchMe(queryClient);

const container = document.getElementById('root')!;
// A transition: React renders the first tree in short tasks instead of one long one (decision 0095).
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );

// A page the server sent with a static first paint (the sign-in frame): React renders once the route's code is in, so
// the frame is replaced by the page itself, not by a loading spinner first.
if (container.hasChildNodes() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else render();
