// Worker thread: many live shape clients that speak Electric's HTTP protocol by hand
// (offset -1 → handle/offset headers → live long-polls with cursor; 409 → start over),
// over node:http with keep-alive. They stand in for the other browsers of a busy day: each
// is a real long-poll the server must hold, answer and take again, but none of them spends
// this machine's two cores on a client library, which on a real site runs on its own device.
// Every client notes when it held every row of a batch; times are epoch milliseconds
// (timeOrigin + now) so the parent thread can compare them with its own.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'

export interface ProtocolClientsConfig {
  url: string
  params: Record<string, string>
  headers: Record<string, string>
  count: number
}

export type ToWorker =
  | { type: 'expect'; batch: number; ids: string[] }
  | { type: 'collect'; batch: number }
  | { type: 'stop' }

export type FromWorker =
  | { type: 'ready'; ms: number }
  | { type: 'times'; batch: number; times: number[] }
  | { type: 'error'; message: string }

const config = workerData.config as ProtocolClientsConfig
const port = parentPort!
const now = () => performance.timeOrigin + performance.now()
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
let stopped = false

interface Expected {
  batch: number
  ids: Set<string>
  seen: number[]
  times: number[]
  remaining: number
}
const batchOfRow = new Map<string, Expected>()
const batches = new Map<number, Expected>()

function get(url: URL): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: config.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

interface Message {
  headers: { operation?: string; control?: string }
  value?: { id?: string }
}

function noteRows(client: number, messages: Message[]) {
  const at = now()
  for (const m of messages) {
    if (m.headers.operation !== 'insert' || !m.value?.id) continue
    const batch = batchOfRow.get(m.value.id)
    if (!batch || !Number.isNaN(batch.times[client])) continue
    if (++batch.seen[client] === batch.ids.size) {
      batch.times[client] = at
      if (--batch.remaining === 0) report(batch)
    }
  }
}

function report(batch: Expected) {
  batches.delete(batch.batch)
  for (const id of batch.ids) batchOfRow.delete(id)
  port.postMessage({ type: 'times', batch: batch.batch, times: batch.times } satisfies FromWorker)
}

async function runClient(client: number, onUpToDate: () => void) {
  let offset = '-1'
  let handle: string | null = null
  let cursor: string | null = null
  let live = false
  let announced = false
  while (!stopped) {
    const url = new URL(config.url)
    for (const [k, v] of Object.entries(config.params)) url.searchParams.set(k, v)
    url.searchParams.set('offset', offset)
    if (handle) url.searchParams.set('handle', handle)
    if (live) url.searchParams.set('live', 'true')
    if (cursor) url.searchParams.set('cursor', cursor)
    let res
    try {
      res = await get(url)
    } catch (err) {
      if (stopped) return
      port.postMessage({ type: 'error', message: (err as Error).message } satisfies FromWorker)
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    if (res.status === 409) {
      offset = '-1'
      handle = null
      live = false
      continue
    }
    if (res.status !== 200) {
      port.postMessage({ type: 'error', message: `HTTP ${res.status}: ${res.body.slice(0, 200)}` } satisfies FromWorker)
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    const messages = JSON.parse(res.body) as Message[]
    noteRows(client, messages)
    handle = (res.headers['electric-handle'] as string | undefined) ?? handle
    offset = (res.headers['electric-offset'] as string | undefined) ?? offset
    cursor = (res.headers['electric-cursor'] as string | undefined) ?? cursor
    if ('electric-up-to-date' in res.headers || messages.some((m) => m.headers.control === 'up-to-date')) {
      live = true
      if (!announced) {
        announced = true
        onUpToDate()
      }
    }
  }
}

const started = now()
let upToDate = 0
for (let i = 0; i < config.count; i++) {
  void runClient(i, () => {
    if (++upToDate === config.count) port.postMessage({ type: 'ready', ms: now() - started } satisfies FromWorker)
  })
}

port.on('message', (msg: ToWorker) => {
  if (msg.type === 'expect') {
    const batch: Expected = {
      batch: msg.batch,
      ids: new Set(msg.ids),
      seen: new Array(config.count).fill(0),
      times: new Array(config.count).fill(NaN),
      remaining: config.count,
    }
    batches.set(msg.batch, batch)
    for (const id of msg.ids) batchOfRow.set(id, batch)
  } else if (msg.type === 'collect') {
    const batch = batches.get(msg.batch)
    if (batch) report(batch)
  } else if (msg.type === 'stop') {
    stopped = true
    agent.destroy()
    port.close()
  }
})
