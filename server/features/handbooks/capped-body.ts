// A hard cap on the whole request body, around the shared receiveUpload. Busboy truncates a
// file at its limit but keeps reading (and discarding) the rest of the body; a client that
// keeps sending would hold the request open for as long as it likes. Past the cap we stop
// pulling bytes and end the body, so the parser finishes, the partial file is removed, and the
// client gets its 413 without the server reading another byte.
import type { Context } from 'hono'

/** Room for the form fields and multipart framing around the file itself. */
export const BODY_OVERHEAD_BYTES = 4 * 1024 * 1024

export interface CappedRequest {
  /** A stand-in context whose body stops after `maxBytes`; pass it to receiveUpload. */
  context: Context
  /** True once the cap was reached (the answer must then be "too large"). */
  capped(): boolean
}

export function capRequestBody(c: Context, maxBytes: number): CappedRequest {
  const body = c.req.raw.body
  let hit = false
  let seen = 0
  const reader = body?.getReader()
  const limited =
    reader &&
    new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read()
        if (done) return controller.close()
        seen += value.byteLength
        if (seen > maxBytes) {
          hit = true
          // Not cancelled: cancelling would reset the socket before the 413 could be sent.
          reader.releaseLock()
          return controller.close()
        }
        controller.enqueue(value)
      },
      cancel: (reason) => reader.cancel(reason),
    })
  // receiveUpload reads only the headers and the raw body; everything else is the original
  // (methods bound to it, since Request and Hono keep private state a proxy cannot reach).
  const swap = <T extends object>(target: T, key: string, value: unknown): T =>
    new Proxy(target, {
      get(t, prop) {
        if (prop === key) return value
        const v = Reflect.get(t, prop, t)
        return typeof v === 'function' ? v.bind(t) : v
      },
    })
  const context = swap(c, 'req', swap(c.req, 'raw', swap(c.req.raw, 'body', limited)))
  return { context, capped: () => hit }
}
