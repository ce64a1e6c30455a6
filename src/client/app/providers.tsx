import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../api/api-error';

// TanStack Query assumes it starts online and hears only the events that come while a query
// listens: an app opened with no network (from the home screen, in a cold room), or losing it
// before its first screen is up, must know. So the state is read from the browser each time.
onlineManager.setEventListener((setOnline) => {
  const update = () => setOnline(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      // A problem answer (404, 400) will not change on retry; a dropped connection may.
      retry: (count, error) => count < 2 && isApiError(error) && error.kind === 'connection',
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
