// Sends the queued pushes (queue.ts): woken by the commit's NOTIFY, on start, and once a
// minute in case a wake-up was missed (a dropped LISTEN connection). Each batch is claimed by
// deleting it from the queue (skip locked: with several app processes each push goes out
// once), then sent with a bounded number of requests at a time. A push that fails is logged
// and not retried: the notice is in the app anyway. A push service answering 404 or 410 says
// the browser unsubscribed, so that subscription is removed.
import { sql } from 'kysely'
import pLimit from 'p-limit'
import webpush from 'web-push'
import type { Database } from '../../db/connect'
import { PUSH_CHANNEL } from './queue'
import type { VapidDetails } from './vapid'

/** What the service worker shows (client/sw/sw.js). */
export interface PushPayload {
  title: string
  body: string | null
  /** The in-app link of the notice: a click opens the thing itself. */
  url: string
  tag: string
}

const BATCH = 100
/** A push older than this is news to nobody; the push service may drop it after as long. */
const TTL_SECONDS = 24 * 60 * 60

export interface PushSenderOptions {
  db: Database
  vapid: VapidDetails
  /** Requests to push services at a time. */
  concurrency?: number
  timeoutMs?: number
  sweepMs?: number
  log?: (line: string) => void
}

export interface PushSender {
  /** Sends everything queued; resolves when the queue was found empty. */
  drain(): Promise<void>
  stop(): Promise<void>
}

interface Due {
  subscription_id: string
  endpoint: string
  p256dh: string
  auth: string
  notification_id: string
  kind: string
  title: string
  body: string | null
  link: string
}

export async function startPushSender(options: PushSenderOptions): Promise<PushSender> {
  const { db, vapid, concurrency = 8, timeoutMs = 15_000, sweepMs = 60_000, log = (line) => console.error(line) } = options
  const limit = pLimit(concurrency)

  async function claimBatch(): Promise<Due[]> {
    const claimed = await sql<{ notification_id: string }>`
      delete from push_outbox where notification_id in (
        select notification_id from push_outbox order by queued_at limit ${BATCH} for update skip locked)
      returning notification_id`.execute(db.kysely)
    const ids = claimed.rows.map((r) => r.notification_id)
    if (ids.length === 0) return []
    // Banned people's devices were removed at the ban; the check stays for a ban being written now.
    return db.kysely
      .selectFrom('notifications as n')
      .innerJoin('push_subscriptions as s', 's.user_id', 'n.user_id')
      .innerJoin('user as u', 'u.id', 'n.user_id')
      .select(['s.id as subscription_id', 's.endpoint', 's.p256dh', 's.auth', 'n.id as notification_id', 'n.kind', 'n.title', 'n.body', 'n.link'])
      .where('n.id', 'in', ids)
      .where((eb) => eb.or([eb('u.banned', 'is', null), eb('u.banned', '=', false)]))
      .where(sql<boolean>`n.created_at > now() - make_interval(secs => ${TTL_SECONDS})`)
      .execute()
  }

  async function send(due: Due): Promise<void> {
    const payload: PushPayload = { title: due.title, body: due.body, url: due.link, tag: due.notification_id }
    const request = webpush.generateRequestDetails({ endpoint: due.endpoint, keys: { p256dh: due.p256dh, auth: due.auth } }, JSON.stringify(payload), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      // A safety notice may wake a phone that saves battery; the rest can wait for it.
      urgency: due.kind === 'must_read' || due.kind === 'must_read_reminder' ? 'high' : 'normal',
    })
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    )
    const host = new URL(due.endpoint).host
    let status: number
    try {
      const res = await fetch(request.endpoint, { method: request.method, headers, body: request.body ? new Uint8Array(request.body as Buffer) : null, signal: AbortSignal.timeout(timeoutMs) })
      status = res.status
      await res.body?.cancel()
    } catch (err) {
      log(`[push] could not reach ${host}: ${(err as Error).message}`)
      return
    }
    if (status === 404 || status === 410) {
      await db.kysely.deleteFrom('push_subscriptions').where('id', '=', due.subscription_id).execute()
    } else if (status < 200 || status >= 300) {
      log(`[push] ${host} refused a push with ${status}`)
    }
  }

  async function sendAll(): Promise<void> {
    for (;;) {
      const due = await claimBatch()
      if (due.length === 0) return
      await Promise.all(due.map((d) => limit(() => send(d).catch((err) => log(`[push] ${(err as Error).message}`)))))
    }
  }

  let running: Promise<void> | null = null
  let again = false
  function drain(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await sendAll()
        } while (again)
      } catch (err) {
        log(`[push] sending failed: ${(err as Error).message}`)
      } finally {
        running = null
      }
    })()
    return running
  }

  const unlisten = await db.sql.listen(PUSH_CHANNEL, () => void drain())
  const sweep = setInterval(() => void drain(), sweepMs)
  sweep.unref()
  void drain()

  return {
    drain,
    async stop() {
      clearInterval(sweep)
      await unlisten()
      await running
    },
  }
}
