// Electric's SSE live mode (`live=true&live_sse=true`): one response held open for up to
// `timeoutMs`, each batch of changes sent as `data: <message>` events and closed by an
// up-to-date event, with `: keep-alive` comments while idle. The client resumes from the
// up-to-date's global_last_seen_lsn, so nothing is lost when the connection ends.

export interface SseSource {
  /** The next batch of events (JSON texts); [] after an idle wait; null ends the stream. */
  next(waitMs: number, signal: AbortSignal): Promise<string[] | null>
}

export function sseBody(source: SseSource, timeoutMs: number, keepAliveMs: number, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const stop = new AbortController()
  const abort = () => stop.abort()
  signal?.addEventListener('abort', abort, { once: true })
  const deadline = Date.now() + timeoutMs
  const finish = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    signal?.removeEventListener('abort', abort)
    controller.close()
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const left = deadline - Date.now()
      if (left <= 0 || stop.signal.aborted) return finish(controller)
      const events = await source.next(Math.min(keepAliveMs, left), stop.signal).catch(() => null)
      if (events === null || stop.signal.aborted) return finish(controller)
      const text = events.length ? events.map((e) => `data: ${e}\n\n`).join('') : ': keep-alive\n\n'
      controller.enqueue(encoder.encode(text))
    },
    cancel() {
      stop.abort()
    },
  })
}
