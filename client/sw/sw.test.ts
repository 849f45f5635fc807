// The service worker across a deploy, run on fake Cache Storage and a fake server: the offline
// shell is never a mix of two builds, and a tab still on the old build keeps getting its files.
import { describe, expect, it } from 'vitest'
import { serviceWorkerSource } from './shell-plugin'

const ORIGIN = 'http://intranet.test'
const path = (r: string | { url: string }) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).pathname

class FakeCache {
  entries = new Map<string, Response>()
  constructor(private readonly server: FakeServer) {}
  async match(request: string | { url: string }) {
    return this.entries.get(path(request))?.clone()
  }
  async put(request: string | { url: string }, response: Response) {
    this.entries.set(path(request), response)
  }
  async addAll(requests: string[]) {
    for (const r of requests) this.entries.set(path(r), await this.server.fetch(r))
  }
}

class FakeCaches {
  stores = new Map<string, FakeCache>()
  constructor(private readonly server: FakeServer) {}
  async open(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache(this.server))
    return this.stores.get(name)!
  }
  async keys() {
    return [...this.stores.keys()]
  }
  async delete(name: string) {
    return this.stores.delete(name)
  }
  async match(request: string, options: { cacheName?: string } = {}) {
    const names = options.cacheName ? [options.cacheName] : [...this.stores.keys()]
    for (const name of names) {
      const hit = await this.stores.get(name)?.match(request)
      if (hit) return hit
    }
    return undefined
  }
}

/** A server of one build: its index.html names its files; any other file is a 404. */
class FakeServer {
  files = new Map<string, string>()
  deploy(build: string, files: string[]) {
    this.files = new Map(files.map((f) => [f, `// ${f}`]))
    this.files.set('/', `<!doctype html><script type="module" src="${files[0]}"></script><!-- ${build} -->`)
  }
  /** As the real one: a build file, or index.html for any other path (the client routes it). */
  fetch = async (request: string | { url: string }) => {
    const asset = path(request).startsWith('/assets/')
    const body = asset ? this.files.get(path(request)) : this.files.get('/')
    if (body === undefined) return new Response('Ikke fundet', { status: 404 })
    return new Response(body, { headers: { 'content-type': asset ? 'text/javascript' : 'text/html; charset=utf-8' } })
  }
}

type Handler = (event: unknown) => void

/** Starts one build's service worker on the shared caches: installed and activated. */
async function startWorker(build: string, files: string[], caches: FakeCaches, server: FakeServer) {
  const handlers = new Map<string, Handler>()
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: Handler) => handlers.set(type, fn),
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  }
  new Function('self', 'caches', 'fetch', serviceWorkerSource(files, build))(self, caches, server.fetch)
  const lifecycle = async (type: string) => {
    const waits: Promise<unknown>[] = []
    handlers.get(type)!({ waitUntil: (p: Promise<unknown>) => waits.push(p) })
    await Promise.all(waits)
  }
  await lifecycle('install')
  await lifecycle('activate')
  return async (url: string, mode: 'navigate' | 'no-cors' = 'no-cors'): Promise<Response | null> => {
    let answer: Promise<Response> | null = null
    const waits: Promise<unknown>[] = []
    const request = { url: `${ORIGIN}${url}`, method: 'GET', mode, headers: new Headers() }
    handlers.get('fetch')!({ request, respondWith: (p: Promise<Response>) => (answer = p), waitUntil: (p: Promise<unknown>) => waits.push(p) })
    const res = answer ? await answer : null
    await Promise.all(waits)
    return res
  }
}

const V1 = ['/assets/start-1.js', '/assets/page-1.js']
const V2 = ['/assets/start-2.js', '/assets/page-2.js']
const V3 = ['/assets/start-3.js', '/assets/page-3.js']

describe('the service worker across a deploy', () => {
  it('keeps as its offline shell only HTML that names its own files, never a newer build\'s', async () => {
    const server = new FakeServer()
    const caches = new FakeCaches(server)
    server.deploy('v1', V1)
    const v1 = await startWorker('v1', V1, caches, server)
    // The deploy happens; the old worker still handles this navigation.
    server.deploy('v2', V2)
    const page = await v1('/events', 'navigate')
    expect(await page!.text()).toContain('start-2.js') // the page gets the new version …
    const shell = await caches.match('/', { cacheName: 'intranet-shell-v1' })
    expect(await shell!.text()).toContain('start-1.js') // … and the old offline shell stays whole
    // Its own build's HTML does refresh the shell.
    server.deploy('v1', V1)
    await v1('/', 'navigate')
    expect(await (await caches.match('/', { cacheName: 'intranet-shell-v1' }))!.text()).toContain('<!-- v1 -->')
  })

  it("serves a tab still on the previous build its files after the new worker took over; older builds' go", async () => {
    const server = new FakeServer()
    const caches = new FakeCaches(server)
    server.deploy('v1', V1)
    await startWorker('v1', V1, caches, server)
    server.deploy('v2', V2)
    const v2 = await startWorker('v2', V2, caches, server)
    // The server has no page-1.js any more; the old tab opening that page still gets it.
    expect((await server.fetch('/assets/page-1.js')).status).toBe(404)
    expect(await (await v2('/assets/page-1.js'))!.text()).toBe('// /assets/page-1.js')
    expect(await (await v2('/assets/page-2.js'))!.text()).toBe('// /assets/page-2.js')
    // One build back is kept, not more.
    server.deploy('v3', V3)
    const v3 = await startWorker('v3', V3, caches, server)
    expect(await caches.keys()).toEqual(['intranet-shell-v2', 'intranet-shell-v3'])
    expect((await v3('/assets/page-1.js'))!.status).toBe(404)
  })
})
