// The service worker (vite-plugin-pwa, injectManifest). The app shell is precached and every route
// of the SPA opens offline from index.html, as generateSW did; the API and the payment page are never
// answered from the cache. Beside that, Background Sync sends the outbox of changes made offline
// (docs/decisions/0031-offline-study.md). A new worker takes over at once (the app updates itself).
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_SENT_MESSAGE, SYNC_TAG } from './lib/offline/background-sync';
import { sendFromWorker } from './lib/offline/worker-send';

/** The parts of ServiceWorkerGlobalScope used here (the DOM library the app compiles with has none). */
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
}
interface SyncEventLike {
  tag: string;
  waitUntil(work: Promise<unknown>): void;
}

const worker = self as unknown as WorkerScope;

void worker.skipWaiting();
clientsClaim();
// Written out on `self`: the build finds this very expression and puts the precache list there.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // Words, tokens and payments must be live; the payment page's document must come with the
    // server's own CSP for /payment (docs/decisions/0006).
    denylist: [/^\/api\//, /^\/payment\/?(\?|$)/],
  }),
);

/**
 * Sends the outbox, then tells the open pages (they count again). A network failure rejects, so the
 * browser fires the sync again later.
 */
async function syncOutbox(): Promise<void> {
  try {
    await sendFromWorker();
  } finally {
    for (const client of await worker.clients.matchAll({ type: 'window' }))
      client.postMessage({ type: OUTBOX_SENT_MESSAGE });
  }
}

worker.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(syncOutbox());
});
