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
import { createTopicChanges, type Push, type TopicLog } from './topic-changes'
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

interface Topic extends TopicLog {
  /** Client → the name it knows this shape by. */
  members: Map<Client, ShapeName>
  stop: Promise<() => void>
  /** One catch-up at a time; a change during one asks for one more. */
  pushing: boolean
  again: boolean
}


export function attachLiveNotifier(server: UpgradeSource, options: LiveNotifierOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  const topics = new Map<string, Topic>()
  const clients = new Set<Client>()
  /** Sets notice seqs apart across restarts, so a browser's HTTP cache never answers a new one. */
  const epoch = randomUUID().slice(0, 8)
  const changes = createTopicChanges({
    feed: options.feed,
    upstream: options.upstream,
    epoch,
    isCurrent: (topic) => topics.get(topic.key) === topic,
  })

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
        (stop) => (void changes.place(created), stop),
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
        return since && topic ? ([name, await changes.resumeFrom(topic, since)] as const) : null
      }),
    )
    const resumed = `${epoch}.resume.${Date.now()}`
    for (const entry of behind) {
      if (!entry || entry[1] === 'nothing') continue
      const [name, along] = entry
      notifyText(client, JSON.stringify({ type: 'changed', shape: name, seq: resumed, ...along }))
    }
    // After those notices (they wait for the same session check).
    const ack = JSON.stringify({ type: 'watching', shapes: [...wanted.keys()], ...(options.buildId && { build: options.buildId }) })
    void recheck(client).then((ok) => ok && send(client, ack))
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
        const push = await changes.fetchChanges(topic).catch(() => null)
        // Nothing of this shape after all (a conservative notice): nobody needs to hear of it.
        if (push !== 'nothing') await notifyAll(topic, push)
      } while (topic.again)
      topic.pushing = false
    })()
  }

  async function notifyAll(topic: Topic, push: Omit<Push, 'seq'> | null) {
    const seq = `${epoch}.${++topic.seq}`
    // The changes go along under the handle each browser holds, where it reads the topic's log
    // (topic-changes.ts). One text per name the shape goes by and handle (a few), to every socket.
    const held = [...topic.members].map(([client, name]) => client.handles.get(name) ?? '')
    const own = push ? await changes.ownHandles(topic, held, push) : new Set<string>()
    const texts = new Map<string, string>()
    for (const [client, name] of topic.members) {
      const held = client.handles.get(name)
      const along = push && held && own.has(held) ? { ...push, handle: held } : push
      const key = `${name} ${along?.handle}`
      let text = texts.get(key)
      if (!text) texts.set(key, (text = JSON.stringify({ type: 'changed', shape: name, seq, ...along })))
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
