// Registers the service worker that keeps the app shell for offline starts. Only the built
// app has one: the dev server (which has import.meta.hot) serves modules straight from source.
// Not import.meta.env.PROD: a build run under NODE_ENV=test (the e2e setup) is not "PROD".
export function registerServiceWorker() {
  if (import.meta.hot || !('serviceWorker' in navigator)) return
  void afterFirstVisitDownloads.then(() =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it; it just won't open offline.
      console.warn('[offline] service worker registration failed', error)
    }),
  )
}

const AT_THE_LATEST_MS = 15_000
let markSyncCaughtUp = () => {}
const syncCaughtUp = new Promise<void>((resolve) => (markSyncCaughtUp = resolve))

/** The leader reported everything synced: the page's own downloads are done. */
export function reportSyncCaughtUp() {
  markSyncCaughtUp()
}

/**
 * After the page's load (the app's code arrives by a dynamic import, main.ts, which may be after
 * it) and once sync has first caught up: what is fetched for later (the service worker's shell,
 * the other pages' code) then no longer competes with a first visit's PGlite files and shapes on
 * a slow line. Never later than AT_THE_LATEST_MS, for a page that is offline or signed
 * out (nothing syncs).
 */
export const afterFirstVisitDownloads: Promise<void> = new Promise<void>((resolve) => {
  if (typeof document === 'undefined' || document.readyState === 'complete') resolve()
  else window.addEventListener('load', () => resolve(), { once: true })
}).then(() => Promise.race([syncCaughtUp, new Promise<void>((resolve) => setTimeout(resolve, AT_THE_LATEST_MS))]))

/** Cached private files of the signed-in user; deleted on sign-out. */
export async function clearOfflineCaches() {
  if (typeof caches === 'undefined') return
  await caches.delete('intranet-files').catch(() => false)
}
