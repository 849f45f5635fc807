// WebSocket /api/shapes/live — one connection per browser that says "shape X changed".
//
// The browser holds no long-polls: it names every shape it holds (with its place in each,
// when it has one) and fetches a shape only when told here that it changed. Data still flows
// only through GET /api/shapes/:name and its permission checks; a notice carries a name.
//
// Cost follows changes, not browsers × shapes × time: sockets that hold the same resolved
// shape share one topic, and a topic hears of changes once (change-feed.ts). An idle socket
// costs its connection, a few map entries and a heartbeat.
//
// Protocol (JSON text frames):
//   browser → server  {"type":"watch","shapes":{"<name>":{"handle","offset"}|null,…}}
//                     (a plain array of names is read as all-null)
//                     {"type":"held","shapes":{"<name>":"<handle>",…}}  a stream's handle since
//                     the watch (its first snapshot, a refetch): changes go along under it
//   server → browser  {"type":"changed","shape":"<name>","seq":"…"}   fetch it now
//                     …,"handle","from","quiet","to","body"}  or take the changes along: `body` is
//                     the catch-up answer from `from` to `to` on `handle` (shared by every socket of the topic);
//                     no change of the shape lies in [quiet, from), so a stream at any offset in
//                     between may apply it instead of asking (client/src/db/sync/request-scheduler.ts)
//                     A browser that comes back with its place gets, for each shape that changed
//                     meanwhile, the same kind of notice: the changes from its place, shared by
//                     every browser that comes back from that place.
//                     {"type":"watching","shapes":[…],"build":"…"}  every change after this is
//                     announced; `build` (when known) is the client build the server serves
//                     {"type":"alive"}                  every HEARTBEAT_MS
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { resolveShape, type ShapeName } from '../../sync/shapes'
import type { Viewer } from '../../sync/rules'
import { isSameOrigin, type SameOriginOptions } from '../http/same-origin'
import { shapeKey, type ShapeChangeFeed, type ShapePosition } from './change-feed'
import { parseSocketMessage } from './watch-message'
import type { ShapeUpstream } from './upstream'

export const LIVE_PATH = '/api/shapes/live'
/**
 * Idle sockets are re-checked this often, so a session that ended (signed out elsewhere, a user
 * removed) closes its socket and the browser signs out. Cheap: the heartbeat checks them all in
 * one tick, and the session lookups of one tick are one query (auth/session-viewer.ts).
 */
const SESSION_SWEEP_MS = 55_000
const HEARTBEAT_MS = 30_000

export interface LiveNotifierOptions {
  /** Called with the upgrade request's headers, and later with its cookie alone. */
  getViewer(headers: Headers): Promise<Viewer | null>
  feed: ShapeChangeFeed
  /**
   * Where a topic fetches its catch-up once, to send the changes along with the notice (the
   * shape proxy's own upstream). Without it, notices name the shape only.
   */
  upstream?: ShapeUpstream
  /** The CSRF rule of every write (http/same-origin.ts): another site may not open the socket. */
  sameOrigin: SameOriginOptions
  /** The client build the server serves, said in every `watching` (http/build-id.ts); unset → not said. */
  buildId?: string | null
}

/** Anything that emits Node's 'upgrade' event (the server @hono/node-server's serve() returns). */
interface UpgradeSource {
  on(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown
  off(event: 'upgrade', listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void): unknown
}

interface Client {
  ws: WebSocket
  headers: Headers
  viewer: Viewer
  checkedAt: number
  checking: Promise<boolean> | null
  alive: boolean
  /** Shape name → the topic it is filed under. */
  watching: Map<ShapeName, Topic>
  /** Shape name → the handle the browser said it holds (changes go along under it). */
  handles: Map<ShapeName, string>
  /** Watch messages are handled one at a time, in order. */
  queue: Promise<void>
}

interface Topic {
  key: string
  url: URL
  /** Client → the name it knows this shape by. */
  members: Map<Client, ShapeName>
  stop: Promise<() => void>
  seq: number
  /** Where the topic's own catch-ups stand; null until known (or after a refetch). */
  place: TopicPlace | null
  placing: boolean
  /** One catch-up at a time; a change during one asks for one more. */
  pushing: boolean
  again: boolean
  /** Recent answers to "what changed after this place?" (see resumeFrom). */
  checks: Map<string, Promise<Catchup>>
  /**
   * Members' handles known to read the topic's log (feed.sameLog), asked once each; forgotten
   * when the topic starts over, which is when a handle may have gone stale.
   */
  sameLog: Map<string, boolean>
}

interface TopicPlace {
  handle: string
  offset: string
  /** No change of the shape lies in [quiet, offset). */
  quiet: string
}

/** The changes a notice carries: the catch-up answer from `from` to `to` on `handle`. */
interface Push {
  seq: string
  handle: string
  from: string
  /** No change of the shape lies in [quiet, from). */
  quiet: string
  to: string
  body: string
}
/** Changes to send along with a notice; null: a plain notice (fetch); 'nothing': no notice. */
type Catchup = Omit<Push, 'seq'> | null | 'nothing'

/** How long one answer to "anything after this place?" serves the browsers that ask. */
const CHECK_SHARED_MS = 2_000
/** Changes larger than this go by HTTP (the notice names the shape only). */
const MAX_PUSH_BYTES = 64 * 1024

export function attachLiveNotifier(server: UpgradeSource, options: LiveNotifierOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const topics = new Map<string, Topic>()
  const clients = new Set<Client>()
  /** Sets notice seqs apart across restarts, so a browser's HTTP cache never answers a new one. */
  const epoch = randomUUID().slice(0, 8)

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== LIVE_PATH) return
    void (async () => {
      const headers = new Headers()
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v)
      if (!isSameOrigin((name) => headers.get(name), options.sameOrigin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
        return
      }
      const viewer = await options.getViewer(headers).catch(() => null)
      if (!viewer) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n')
        return
      }
      // Kept for the socket's life to re-check the session: the cookie holds it, the rest of the
      // upgrade request's headers would only cost memory per browser.
      const session = new Headers()
      const cookie = headers.get('cookie')
      if (cookie) session.set('cookie', cookie)
      wss.handleUpgrade(req, socket, head, (ws) => accept(ws, session, viewer))
    })()
  }
  server.on('upgrade', onUpgrade)

  function accept(ws: WebSocket, headers: Headers, viewer: Viewer) {
    const client: Client = {
      ws,
      headers,
      viewer,
      checkedAt: Date.now(),
      checking: null,
      alive: true,
      watching: new Map(),
      handles: new Map(),
      queue: Promise.resolve(),
    }
    clients.add(client)
    ws.on('pong', () => void (client.alive = true))
    ws.on('message', (data) => {
      const msg = parseSocketMessage(String(data))
      if (msg?.type === 'watch') client.queue = client.queue.then(() => watch(client, msg.wanted)).catch(() => {})
      else if (msg?.type === 'held') {
        client.queue = client.queue.then(() => {
          for (const [name, handle] of msg.handles) client.handles.set(name, handle)
        })
      }
    })
    ws.on('close', () => {
      clients.delete(client)
      for (const [name, topic] of client.watching) leave(client, name, topic)
      client.watching.clear()
    })
  }

  const send = (client: Client, text: string) => client.ws.readyState === client.ws.OPEN && client.ws.send(text)

  function upstreamUrl(name: ShapeName, viewer: Viewer): URL {
    const shape = resolveShape(name, viewer)
    const url = new URL('http://upstream/v1/shape')
    url.searchParams.set('table', shape.table)
    url.searchParams.set('columns', shape.columns.join(','))
    if (shape.where.sql !== 'true') {
      url.searchParams.set('where', shape.where.sql)
      shape.where.params.forEach((v, i) => url.searchParams.set(`params[${i + 1}]`, v))
    }
    return url
  }

  function join(client: Client, name: ShapeName): Topic {
    const url = upstreamUrl(name, client.viewer)
    const key = shapeKey(url)
    let topic = topics.get(key)
    if (!topic) {
      const created: Topic = {
        key,
        url,
        members: new Map(),
        seq: 0,
        stop: Promise.resolve(() => {}),
        place: null,
        placing: false,
        pushing: false,
        again: false,
        checks: new Map(),
        sameLog: new Map(),
      }
      created.stop = options.feed.watch(url, () => announce(created)).then(
        (stop) => (void place(created), stop),
        (err) => {
          console.warn(`[live] cannot watch ${name}:`, (err as Error).message)
          return () => {}
        },
      )
      topics.set(key, created)
      topic = created
    }
    topic.members.set(client, name)
    client.watching.set(name, topic)
    return topic
  }

  function leave(client: Client, name: ShapeName, topic: Topic) {
    if (topic.members.get(client) !== name) return
    topic.members.delete(client)
    if (topic.members.size > 0 || topics.get(topic.key) !== topic) return
    topics.delete(topic.key)
    void topic.stop.then((stop) => stop())
  }

  async function watch(client: Client, wanted: Map<ShapeName, ShapePosition | null>) {
    for (const [name, topic] of client.watching) {
      if (!wanted.has(name)) {
        leave(client, name, topic)
        client.watching.delete(name)
      }
    }
    client.handles.clear()
    for (const [name, since] of wanted) if (since) client.handles.set(name, since.handle)
    const joined = [...wanted.keys()].map((name) => client.watching.get(name) ?? join(client, name))
    await Promise.all(joined.map((topic) => topic.stop))
    // Watching from here on; what changed before, since the place the browser holds, is told now.
    const behind = await Promise.all(
      [...wanted].map(async ([name, since]) => {
        const topic = client.watching.get(name) // gone if the role changed meanwhile: then it was told
        return since && topic ? ([name, await resumeFrom(topic, since)] as const) : null
      }),
    )
    const resumed = `${epoch}.resume.${Date.now()}`
    for (const entry of behind) {
      if (!entry || entry[1] === 'nothing') continue
      const [name, changes] = entry
      notifyText(client, JSON.stringify({ type: 'changed', shape: name, seq: resumed, ...changes }))
    }
    // After those notices (they wait for the same session check).
    const ack = JSON.stringify({ type: 'watching', shapes: [...wanted.keys()], ...(options.buildId && { build: options.buildId }) })
    void recheck(client).then((ok) => ok && send(client, ack))
  }

  /** The topic's own place in its shape, from which it fetches each change once for everyone. */
  async function place(topic: Topic) {
    if (!options.upstream || topic.placing || topics.get(topic.key) !== topic) return
    topic.placing = true
    try {
      const url = new URL(topic.url)
      url.searchParams.set('offset', 'now')
      const res = await options.upstream(url, AbortSignal.timeout(10_000))
      const handle = res.headers.get('electric-handle')
      const offset = res.headers.get('electric-offset')
      await res.body?.cancel()
      if (res.status === 200 && handle && offset) topic.place = { handle, offset, quiet: offset }
    } catch {
      // Plain notices until the next change tries again.
    } finally {
      topic.placing = false
    }
  }

  /**
   * What changed since a browser's place: nothing, the changes themselves (to go along with the
   * notice), or null (a plain notice: the browser fetches). After a restart every browser comes
   * back at once, most of them from the same place in the shapes they share: one answer per
   * topic and place serves them all, until the topic's next change (announce() forgets them;
   * every member hears of that change anyway) or 2 s. Without it each of them would send its
   * own catch-up request the moment it is back.
   */
  function resumeFrom(topic: Topic, since: ShapePosition): Promise<Catchup> {
    const key = `${since.handle}#${since.offset}`
    let answer = topic.checks.get(key)
    if (!answer) {
      answer = (async (): Promise<Catchup> => {
        if (!(await options.feed.hasChanges(topic.url, since))) return 'nothing'
        if (!options.upstream) return null
        const changes = await fetchFrom(topic, { ...since, quiet: since.offset }, `r${Date.now()}`)
        return changes && (changes.last === 0 ? 'nothing' : changes.push)
      })().catch(() => null)
      topic.checks.set(key, answer)
      setTimeout(() => topic.checks.delete(key), CHECK_SHARED_MS).unref()
    }
    return answer
  }

  /**
   * The catch-up answer from `at` on the topic's shape, if it can go along with a notice: null
   * when the shape must be refetched, the answer is cut, or it is too large to push.
   */
  async function fetchFrom(topic: Topic, at: TopicPlace, tag: string) {
    const url = new URL(topic.url)
    url.searchParams.set('handle', at.handle)
    url.searchParams.set('offset', at.offset)
    url.searchParams.set('cache-buster', `${epoch}.${tag}`)
    const res = await options.upstream!(url, AbortSignal.timeout(10_000))
    const to = res.headers.get('electric-offset')
    const body = res.status === 200 ? await res.text() : (await res.body?.cancel(), null)
    if (!body || !to || !res.headers.has('electric-up-to-date') || body.length > MAX_PUSH_BYTES) return null
    const messages = JSON.parse(body) as { headers?: { lsn?: string } }[]
    /** The last change's LSN; 0: only control messages, nothing changed. */
    const last = Math.max(0, ...messages.map((m) => Number(m.headers?.lsn ?? 0)))
    return { last, push: { handle: at.handle, from: at.offset, quiet: at.quiet, to, body } }
  }

  function announce(topic: Topic) {
    // A change: every remembered "nothing after this place" is void (the members hear of it here).
    topic.checks.clear()
    if (!options.upstream) return void notifyAll(topic, null)
    if (topic.pushing) return void (topic.again = true)
    topic.pushing = true
    void (async () => {
      do {
        topic.again = false
        const push = await fetchChanges(topic).catch(() => null)
        // Nothing of this shape after all (a conservative notice): nobody needs to hear of it.
        if (push !== 'nothing') await notifyAll(topic, push)
      } while (topic.again)
      topic.pushing = false
    })()
  }

  /** The changes since the topic's place, once for all its sockets; null: let them fetch. */
  async function fetchChanges(topic: Topic): Promise<Catchup> {
    const at = topic.place
    if (!at) return void place(topic), null
    const changes = await fetchFrom(topic, at, `t${topic.seq + 1}`)
    // Refetch, truncated, or large: the sockets fetch for themselves; the topic starts over.
    if (!changes) {
      topic.place = null
      topic.sameLog.clear()
      void place(topic)
      return null
    }
    const { last, push } = changes
    topic.place = { handle: at.handle, offset: push.to, quiet: last > 0 ? `${last + 1}_0` : at.quiet }
    return last === 0 ? 'nothing' : push
  }


  async function notifyAll(topic: Topic, push: Omit<Push, 'seq'> | null) {
    const seq = `${epoch}.${++topic.seq}`
    // The changes go along under the handle each browser holds, where that handle reads the
    // same log as the topic's: browsers that started from other snapshots (or before a
    // restart) would otherwise find them not theirs and fetch. One text per name the shape
    // goes by and handle (a few), sent to every socket.
    const own = new Set<string>()
    if (push) {
      const held = new Set<string>()
      for (const [client, name] of topic.members) held.add(client.handles.get(name) ?? push.handle)
      held.delete(push.handle)
      for (const handle of held) {
        let same = topic.sameLog.get(handle)
        if (same === undefined) topic.sameLog.set(handle, (same = await options.feed.sameLog(topic.url, handle, push.handle)))
        if (same) own.add(handle)
      }
    }
    const texts = new Map<string, string>()
    for (const [client, name] of topic.members) {
      const held = client.handles.get(name)
      const changes = push && held && own.has(held) ? { ...push, handle: held } : push
      const key = `${name} ${changes?.handle}`
      let text = texts.get(key)
      if (!text) texts.set(key, (text = JSON.stringify({ type: 'changed', shape: name, seq, ...changes })))
      notifyText(client, text)
    }
  }

  /**
   * Even that a shape changed is only for a current session: each notice waits for a session
   * check. Cheap at any size: the checks of one commit's notices share one query
   * (auth/session-viewer.ts), and a check already running answers the notices that come meanwhile.
   */
  function notifyText(client: Client, text: string) {
    void recheck(client).then((ok) => ok && send(client, text))
  }

  function recheck(client: Client): Promise<boolean> {
    client.checking ??= (async () => {
      const now = await options.getViewer(client.headers).catch(() => null)
      client.checkedAt = Date.now()
      client.checking = null
      if (!now) {
        client.ws.close(4401, 'signed out')
        return false
      }
      // A new role may change what a shape holds: file the shapes under their new definitions,
      // and have the browser fetch each (the proxy then answers must-refetch where needed).
      if (now.role !== client.viewer.role) {
        client.viewer = now
        const names = [...client.watching.keys()]
        for (const [name, topic] of client.watching) leave(client, name, topic)
        client.watching.clear()
        for (const name of names) join(client, name)
        for (const name of names) send(client, JSON.stringify({ type: 'changed', shape: name, seq: `${epoch}.role.${Date.now()}` }))
      }
      return true
    })()
    return client.checking
  }

  const heartbeat = setInterval(() => {
    const now = Date.now()
    for (const client of clients) {
      // No pong since the last round: the connection is dead (a phone that lost its signal).
      if (!client.alive) {
        client.ws.terminate()
        continue
      }
      client.alive = false
      client.ws.ping()
      send(client, '{"type":"alive"}')
      if (now - client.checkedAt > SESSION_SWEEP_MS) void recheck(client)
    }
  }, HEARTBEAT_MS)
  heartbeat.unref()

  return {
    close: () => {
      server.off('upgrade', onUpgrade)
      clearInterval(heartbeat)
      for (const client of clients) client.ws.terminate()
      wss.close()
    },
    stats: () => ({ sockets: clients.size, topics: topics.size }),
  }
}
