// First visit and reload, measured in chromium over CDP: every network transfer of the page, the
// PGlite worker and the service worker — its size on the wire, its encoding, and whether the
// HTTP cache or the service worker answered instead. Shows that each build file crosses the
// network once, compressed, although the service worker precaches them too.
//   npx tsx bench/first-visit.ts          (SEED_DEMO_WORK demo company; JSON on stdout)
import { startServer } from '../e2e/support/server'
import { ADMIN } from '../e2e/support/server'
import { signInApi } from '../e2e/support/api'
import { buildClient, clientBuildIsFresh } from '../server/build/client'
import { launchCdp, type Cdp } from './cdp'

interface Transfer { url: string; target: string; status?: number; encoding?: string; bytes: number; from?: string }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const log = (...a: unknown[]) => console.error('[first-visit]', ...a)

function recordTransfers(cdp: Cdp) {
  const open = new Map<string, Transfer>()
  const owner = new Map<string, string>()
  const done: Transfer[] = []
  let lastActivity = Date.now()
  cdp.on('Network.requestWillBeSent', ({ requestId, request }, s) => {
    if (!request.url.includes('live=true')) lastActivity = Date.now()
    // A target attached twice (browser- and page-level) reports each request in both sessions.
    if (owner.has(requestId) && owner.get(requestId) !== s) return
    owner.set(requestId, s!)
    open.set(`${s}:${requestId}`, { url: request.url, target: cdp.targets.get(s!)?.type ?? '?', bytes: 0 })
  })
  cdp.on('Network.requestServedFromCache', ({ requestId }, s) => {
    const t = open.get(`${s}:${requestId}`)
    if (t) t.from = 'memory-cache'
  })
  cdp.on('Network.responseReceived', ({ requestId, response }, s) => {
    const t = open.get(`${s}:${requestId}`)
    if (!t) return
    t.status = response.status
    t.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding']
    if (response.fromDiskCache) t.from = 'disk-cache'
    if (response.fromServiceWorker) t.from = 'service-worker'
  })
  const finish = ({ requestId, encodedDataLength }: any, s?: string) => {
    const t = open.get(`${s}:${requestId}`)
    if (!t) return
    if (!t.url.includes('live=true')) lastActivity = Date.now()
    open.delete(`${s}:${requestId}`)
    t.bytes = encodedDataLength ?? 0
    done.push(t)
  }
  cdp.on('Network.loadingFinished', finish)
  cdp.on('Network.loadingFailed', (p, s) => finish({ ...p, encodedDataLength: 0 }, s))
  return { done, quietFor: () => Date.now() - lastActivity, reset: () => done.splice(0) }
}

function summarise(transfers: Transfer[], origin: string) {
  const files: Record<string, { network: number; bytes: number; encoding?: string; other: string[] }> = {}
  let shapeBytes = 0
  let shapePlain = 0
  for (const t of transfers) {
    if (!t.url.startsWith(origin)) continue
    const p = new URL(t.url).pathname
    if (process.env.DEBUG_FIRST_VISIT) log(t.target, t.from ?? 'network', t.encoding ?? '-', t.bytes, t.url.slice(origin.length, origin.length + 90))
    if (p.startsWith('/api/shapes/')) {
      if (!t.from) shapeBytes += t.bytes
      if (!t.from && !t.encoding && t.bytes > 4096) shapePlain++
      continue
    }
    if (p.startsWith('/api/')) continue
    const f = (files[p] ??= { network: 0, bytes: 0, other: [] })
    if (t.from) f.other.push(`${t.target}:${t.from}`)
    else {
      f.network++
      f.bytes += t.bytes
      f.encoding = t.encoding ?? 'identity'
      f.other.push(`${t.target}:network`)
    }
  }
  const total = Object.values(files).reduce((n, f) => n + f.bytes, 0)
  return {
    static_bytes_on_wire: total,
    static_files_fetched_more_than_once: Object.entries(files).filter(([, f]) => f.network > 1).map(([p]) => p),
    shape_bytes_on_wire: shapeBytes,
    large_shape_answers_uncompressed: shapePlain,
    files,
  }
}

async function evaluate(cdp: Cdp, session: string, expression: string) {
  const r = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, session)
  if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text)
  return r.result.value
}

/** One fresh browser profile: the first visit (through the sign-in page, or already holding a
 * session cookie, as after "remember me") and one reload. */
async function visit(origin: string, via: 'sign-in-page' | 'cookie') {
  const cdp = await launchCdp()
  try {
    const net = recordTransfers(cdp)
    const attached = new Promise<string>((resolve) => cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => targetInfo.type === 'page' && resolve(sessionId)))
    await cdp.send('Target.createTarget', { url: 'about:blank' })
    const page = await attached
    await cdp.send('Page.enable', {}, page)
    const settle = async () => {
      await evaluate(cdp, page, `navigator.serviceWorker.ready.then(() => true)`)
      // PGlite boots before sync starts: wait for the shapes, then until nothing but live
      // long-polls has moved for a while.
      for (let i = 0; i < 120 && !net.done.some((t) => t.url.includes('/api/shapes/')); i++) await sleep(500)
      for (let i = 0; i < 120 && net.quietFor() < 3000; i++) await sleep(500)
    }
    const navigate = async (url: string) => {
      await cdp.send('Page.navigate', { url }, page)
      await sleep(500)
      await evaluate(cdp, page, `new Promise((r) => document.readyState === 'complete' ? r(true) : addEventListener('load', () => r(true)))`)
    }
    if (via === 'sign-in-page') {
      await navigate(`${origin}/`)
      const signIn = `fetch('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(${JSON.stringify(ADMIN)}) }).then((r) => r.status)`
      if ((await evaluate(cdp, page, signIn)) !== 200) throw new Error('sign-in failed')
    } else {
      const cookie = await signInApi(origin, ADMIN.email, ADMIN.password)
      for (const pair of cookie.split('; ')) {
        const eq = pair.indexOf('=')
        await cdp.send('Network.setCookie', { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: origin, httpOnly: true }, page)
      }
    }
    await navigate(`${origin}/`)
    await settle()
    const first = summarise(net.reset(), origin)
    await navigate(`${origin}/`)
    await settle()
    const reload = summarise(net.reset(), origin)
    log(via, 'done')
    return { first_visit: first, reload: { static_bytes_on_wire: reload.static_bytes_on_wire, shape_bytes_on_wire: reload.shape_bytes_on_wire } }
  } finally {
    await cdp.close()
  }
}

async function main() {
  if (!clientBuildIsFresh()) buildClient()
  const server = await startServer({ env: { SEED_DEMO_WORK: process.env.SEED_DEMO_WORK ?? 'true' } })
  try {
    const report = {
      what: 'bytes on the wire per build file (network transfers only; HTTP-cache and service-worker answers listed in `other`), demo company, admin',
      through_sign_in_page: await visit(server.url, 'sign-in-page'),
      already_signed_in: await visit(server.url, 'cookie'),
    }
    console.log(JSON.stringify(report, null, 2))
  } finally {
    await server.stop()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
