import { registerSW } from 'virtual:pwa-register';

/**
 * Installs the service worker that keeps the app's files on the device, so it opens without a
 * network (from the home screen too). A new version installs in the background and takes over
 * once the app's tabs are closed (vite.config.ts): a reload mid-form would lose work.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void registerSW({ immediate: true });
}
