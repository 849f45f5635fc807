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
  // After the page's load, so its precaching does not compete with the page's own downloads.
  // The app's code arrives by a dynamic import (main.ts), which may be after that load.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', () => void register(), { once: true })
}

/** Cached private files of the signed-in user; deleted on sign-out. */
export async function clearOfflineCaches() {
  if (typeof caches === 'undefined') return
  await caches.delete('intranet-files').catch(() => false)
}
