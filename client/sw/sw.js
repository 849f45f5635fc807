// The intranet's service worker (template; the build fills in the file list and build id).
// - The app shell (index.html and the hashed build files) is precached, so a reload with no
//   network still opens the app, which then reads the user's local database. Precaching never
//   downloads a file twice: the SW registers after the page's load and fetches through the HTTP
//   cache (hashed files are immutable, so what the page and the PGlite worker already loaded
//   comes from there, and a concurrent fetch of the same file joins the one in flight), and
//   after a deploy files whose hashed name did not change (PGlite's wasm and trimmed file bundle, 2.9 MB) are
//   copied from the previous shell cache. bench/first-visit.ts measures this.
// - Navigations go to the network first (a deploy is seen at once) and fall back to the shell.
//   The shell is never a mix of two builds: a navigation's HTML is kept as the offline shell only
//   if it names this build's files alone (a newer server's HTML waits for the newer worker).
// - After a deploy, the previous build's shell is kept (one build back) and its hashed files
//   served to the pages that still run it: a tab of the old version that opens a page whose code
//   it had not loaded yet gets that old code, not a 404 from a server that no longer has it.
// - /api/* is never cached, except GET /api/files/*: private uploads that, once opened, can be
//   read offline. Range requests (videos) are cut from a cached whole file or go to the server. Sign-out deletes that cache (clearOfflineCaches in client/src/offline/register-service-worker.ts).
// - Web Push (server/features/push): a notice of the app is shown by the phone; a click opens
//   the thing itself, in an open tab of the app if there is one, else in a new window.
const BUILD_ID = self.__BUILD_ID__
const SHELL_FILES = self.__SHELL_FILES__
const SHELL_CACHE = `intranet-shell-${BUILD_ID}`
const FILES_CACHE = 'intranet-files'

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE)
      const previous = (await caches.keys()).filter((n) => n.startsWith('intranet-shell-') && n !== SHELL_CACHE)
      const fresh = []
      for (const file of SHELL_FILES) {
        let hit
        for (const name of previous) hit ??= file.startsWith('/assets/') ? await (await caches.open(name)).match(file) : undefined
        if (hit) await cache.put(file, hit)
        else fresh.push(file)
      }
      await cache.addAll(['/', ...fresh])
      await self.skipWaiting()
    })(),
  )
})

/** Older shells than this one, oldest first (Cache Storage lists caches in the order made). */
async function olderShells() {
  return (await caches.keys()).filter((n) => n.startsWith('intranet-shell-') && n !== SHELL_CACHE)
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The previous build's shell stays for its open tabs (see the top); older ones go.
      for (const name of (await olderShells()).slice(0, -1)) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

/** Whether this HTML is this build's shell: every build file it names is one of ours. */
function isOwnShell(html) {
  const named = html.match(/\/assets\/[^"'\s>)]+/g) || []
  return named.every((file) => SHELL_FILES.includes(file))
}

async function keepShell(res) {
  const kept = res.clone()
  if (!isOwnShell(await res.text())) return
  const cache = await caches.open(SHELL_CACHE)
  await cache.put('/', kept)
}

async function navigation(request, event) {
  try {
    const res = await fetch(request)
    // Keep the freshest shell for the next offline start (the server sends index.html for
    // every client route, so any successful HTML answer is the shell), if it is this build's.
    if (res.ok && (res.headers.get('content-type') || '').includes('text/html')) {
      const copy = res.clone()
      event.waitUntil(keepShell(copy).catch(() => {}))
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
  // A hashed file of the previous build, for a tab that still runs it (never in a newer page).
  if (cacheName === SHELL_CACHE) {
    for (const name of await olderShells()) {
      const old = await (await caches.open(name)).match(request)
      if (old) return old
    }
  }
  const res = await fetch(request)
  // Only whole answers: the Cache API refuses a 206, and a part must never stand for the file.
  if (res.status === 200) await cache.put(request, res.clone())
  return res
}

// A video asks for byte ranges (Range: bytes=0-) and plays only from a 206 with Content-Range.
// A file already cached whole is cut here; otherwise the range goes to the server (which
// answers 206) and nothing is cached, since the Cache API cannot hold a part.
async function rangeRequest(request, cacheName) {
  const cache = await caches.open(cacheName)
  const hit = await cache.match(request.url)
  if (!hit) return fetch(request)
  return partOf(hit, request.headers.get('range'))
}

async function partOf(whole, rangeHeader) {
  const blob = await whole.blob()
  const size = blob.size
  const m = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader || '')
  if (!m || (!m[1] && !m[2])) return new Response(blob, { status: 200, headers: whole.headers })
  const start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]))
  const end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1
  if (start > end || start >= size) {
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } })
  }
  const headers = new Headers(whole.headers)
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  headers.set('Content-Length', String(end - start + 1))
  headers.set('Accept-Ranges', 'bytes')
  return new Response(blob.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers })
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/')) return
    event.respondWith(navigation(request, event))
    return
  }
  if (url.pathname.startsWith('/api/files/')) {
    event.respondWith(request.headers.has('range') ? rangeRequest(request, FILES_CACHE) : cacheFirst(request, FILES_CACHE))
    return
  }
  if (url.pathname.startsWith('/api/')) return
  // A first boot's PGlite data directory (40 MB unpacked): the HTTP cache may keep it, we don't.
  if (url.pathname.startsWith('/assets/pglite-datadir-')) return
  // Hashed build files never change; anything else the build emitted is in the shell too.
  if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, SHELL_CACHE))
  }
})

/** The notice's link as a URL of this app; anything else (another site) opens the front page. */
function appUrl(link) {
  try {
    const url = new URL(typeof link === 'string' ? link : '/', self.location.origin)
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`
  } catch {
    return `${self.location.origin}/`
  }
}

/** What the server pushed (PushPayload in server/features/push/sender.ts) as a notification. */
async function showPush(data) {
  let notice
  try {
    notice = data ? data.json() : null
  } catch {
    notice = null
  }
  // The browser requires a notification for every push; one it cannot read still says where to look.
  const title = notice && typeof notice.title === 'string' && notice.title ? notice.title : 'Ny notifikation'
  await self.registration.showNotification(title, {
    body: notice && typeof notice.body === 'string' ? notice.body : undefined,
    tag: notice && typeof notice.tag === 'string' ? notice.tag : undefined,
    icon: '/icons/icon-192.png',
    lang: 'da',
    data: { url: appUrl(notice && notice.url) },
  })
}

/**
 * A click on a notification: an open tab of the app is brought forward and taken to the link
 * (a tab this worker does not control cannot be navigated: a new window then), else a new
 * window opens at the link. Named so a test can run it without a real click.
 */
async function openFromNotification(notification) {
  notification.close()
  const url = appUrl(notification.data && notification.data.url)
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const tab = tabs.find((c) => c.focused) || tabs[0]
  if (tab) {
    try {
      // Only allowed while the click is being handled; a tab that stays behind is still taken there.
      await tab.focus()
    } catch {
      // keep going: navigating matters more than focus
    }
    if (tab.url === url) return tab
    try {
      const moved = await tab.navigate(url)
      if (moved) return moved
    } catch {
      // not controlled by this worker
    }
  }
  return self.clients.openWindow(url)
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data))
})

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openFromNotification(event.notification))
})
