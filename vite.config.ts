import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = Number(process.env.API_PORT ?? 8080);

/**
 * The installable app (docs/decisions/020-offline.md): the service worker precaches the whole
 * built client, so every screen opens without a network; navigations fall back to the shell,
 * API calls always go to the network (stock changes made offline wait in the device's queue).
 */
const pwa = VitePWA({
  // A new version waits until the app's tabs close: taking over mid-shift would reload away a half-done form.
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['logo.svg'],
  manifest: {
    name: 'Lotline',
    short_name: 'Lotline',
    description: 'Scanner-first lot tracking: bins, lots, mixtures, production runs and recalls.',
    theme_color: '#1d5040',
    background_color: '#f5f5f4',
    display: 'standalone',
    start_url: '/',
    scope: '/',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // The camera decoder is the largest chunk; scanning offline needs it too.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
