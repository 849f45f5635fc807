// The one writer: an administrator, signed in through the API like anyone, creating events
// the way the client's outbox sends them (JSON, Idempotency-Key, the app's Origin). Every
// browser holds the events shape whole, so every browser should see every write.
import { randomUUID } from 'node:crypto'
import { now } from './browser'

export const PROBE = { shape: 'events', prefix: 'live-9am ' }

export interface Written {
  title: string
  /** Just before the POST went out (epoch ms): write → seen counts from here. */
  sentAt: number
  postMs: number
  error: string | null
}

export class Writer {
  private count = 0
  constructor(
    private appUrl: string,
    private readonly cookie: string,
  ) {}

  /** After a restart the same session writes through the new process. */
  moveTo(appUrl: string) {
    this.appUrl = appUrl
  }

  async write(label: string): Promise<Written> {
    const title = `${PROBE.prefix}${label} #${++this.count}`
    const sentAt = now()
    try {
      const res = await fetch(`${this.appUrl}/api/events`, {
        method: 'POST',
        headers: {
          cookie: this.cookie,
          origin: this.appUrl,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ title, date: new Date(Date.now() + 30 * 86_400_000).toISOString(), location: 'Kantinen' }),
        signal: AbortSignal.timeout(15_000),
      })
      const postMs = now() - sentAt
      if (res.status !== 201) return { title, sentAt, postMs, error: `POST /api/events: HTTP ${res.status} ${(await res.text()).slice(0, 200)}` }
      await res.body?.cancel()
      return { title, sentAt, postMs, error: null }
    } catch (err) {
      return { title, sentAt, postMs: now() - sentAt, error: `POST /api/events: ${(err as Error).message}` }
    }
  }
}
