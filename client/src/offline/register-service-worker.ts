// Registers the service worker that keeps the app shell for offline starts. Only the built
// app has one: the dev server (which has import.meta.hot) serves modules straight from source.
// Not import.meta.env.PROD: a build run under NODE_ENV=test (the e2e setup) is not "PROD".
export function registerServiceWorker() {
  if (import.meta.hot || !('serviceWorker' in navigator)) return
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it; it just won't open offline.
      console.warn('[offline] service worker registration failed', error)
    })
  // After the page's load (the app's code arrives by a dynamic import, main.ts, which may be
  // after it), and once sync has first caught up: on a first visit precaching the shell then no
  // longer competes with PGlite's files and the shapes on a slow line. Never later than
  // REGISTER_AT_THE_LATEST_MS, for a page that is offline or signed out (nothing syncs).
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  const latest = new Promise<void>((resolve) => setTimeout(resolve, REGISTER_AT_THE_LATEST_MS))
  void loaded.then(() => Promise.race([syncCaughtUp, latest])).then(register)
}

const REGISTER_AT_THE_LATEST_MS = 15_000
let markSyncCaughtUp = () => {}
const syncCaughtUp = new Promise<void>((resolve) => (markSyncCaughtUp = resolve))

/** The leader reported everything synced: the service worker may precache now. */
export function reportSyncCaughtUp() {
  markSyncCaughtUp()
}

/** Cached private files of the signed-in user; deleted on sign-out. */
export async function clearOfflineCaches() {
  if (typeof caches === 'undefined') return
  await caches.delete('intranet-files').catch(() => false)
}
