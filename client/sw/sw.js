// The intranet's service worker (template; the build fills in the file list and build id).
// - The app shell (index.html and the hashed build files) is precached, so a reload with no
//   network still opens the app, which then reads the user's local database.
// - Navigations go to the network first (a deploy is seen at once) and fall back to the shell.
// - /api/* is never cached, except GET /api/files/*: private uploads that, once opened, can be
//   read offline. Sign-out deletes that cache (clearOfflineCaches in client/src/offline/register-service-worker.ts).
/* eslint-disable no-restricted-globals */
const BUILD_ID = self.__BUILD_ID__
const SHELL_FILES = self.__SHELL_FILES__
const SHELL_CACHE = `intranet-shell-${BUILD_ID}`
const FILES_CACHE = 'intranet-files'

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE)
      await cache.addAll(['/', ...SHELL_FILES])
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('intranet-shell-') && name !== SHELL_CACHE) await caches.delete(name)
      }
      await self.clients.claim()
    })(),
  )
})

async function navigation(request) {
  try {
    const res = await fetch(request)
    // Keep the freshest shell for the next offline start (the server sends index.html for
    // every client route, so any successful HTML answer is the shell).
    if (res.ok && (res.headers.get('content-type') || '').includes('text/html')) {
      const cache = await caches.open(SHELL_CACHE)
      await cache.put('/', res.clone())
    }
    return res
  } catch (err) {
    const cached = await caches.match('/', { cacheName: SHELL_CACHE })
    if (cached) return cached
    throw err
  }
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName)
  const hit = await cache.match(request)
  if (hit) return hit
  const res = await fetch(request)
  if (res.ok) await cache.put(request, res.clone())
  return res
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/')) return
    event.respondWith(navigation(request))
    return
  }
  if (url.pathname.startsWith('/api/files/')) {
    event.respondWith(cacheFirst(request, FILES_CACHE))
    return
  }
  if (url.pathname.startsWith('/api/')) return
  // Hashed build files never change; anything else the build emitted is in the shell too.
  if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, SHELL_CACHE))
  }
})
