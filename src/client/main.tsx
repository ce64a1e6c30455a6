import './app/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { preloadScanTargets, router } from './app/router';
import { registerServiceWorker } from './offline/register-service-worker';
import { recordEarlyKeys } from './scan/early-keys';
import './index.css';

recordEarlyKeys(document);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();

// After the first screen is up, fetch the code of the screens scans open.
if ('requestIdleCallback' in window) requestIdleCallback(preloadScanTargets);
else setTimeout(preloadScanTargets, 1000);
