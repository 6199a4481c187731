// Registers the service worker that keeps the app on the device (vite-plugin-pwa's sw.js). In the
// app's code rather than the plugin's injected script, whose unanswered promise threw an uncaught
// error when a first visit went offline before the worker took control. Here a registration that
// finds no network is tried again when the network comes back, and nothing is thrown meanwhile.
const SCRIPT = '/sw.js';

export function registerServiceWorker(): void {
  // The dev server (npm run dev) builds no service worker; jsdom has none.
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    if (!navigator.onLine) return;
    navigator.serviceWorker.register(SCRIPT, { scope: '/' }).catch(() => undefined);
  };
  // A worker whose install broke off with the network was dropped by the browser: registering
  // again starts it over. While one is installed or installing, registering again changes nothing.
  window.addEventListener('online', () => {
    if (!navigator.serviceWorker.controller) register();
  });
  // After the page's own downloads, as the plugin's script did: the precache must not slow them.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
