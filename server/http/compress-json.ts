// Compresses JSON answers under /api (shape snapshots and catch-ups above all: tens of MB of
// rows on a first visit) by Accept-Encoding, streaming: a large snapshot is never held in memory.
// Answers below `threshold` (a live long-poll's few changes, most API answers) are sent plain:
// the first bytes are read to find out, so the size need not be known in advance.
// Left alone: Range requests and anything that has or offers byte ranges (uploaded files), and
// `no-transform`. Brotli runs at quality 3: about as fast as gzip's default and a little
// smaller; higher qualities cost several times the CPU on a 2-core server for ~5 % less.
import { Duplex } from 'node:stream'
import zlib from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { pickEncoding, varyOnAcceptEncoding, type Encoding } from './accept-encoding'

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i
/** For every compressed API answer (shape snapshots too: shapes/compressed-snapshots.ts). */
export const BROTLI_QUALITY = 3

function encoder(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const stream =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : zlib.createGzip()
  return Duplex.toWeb(stream) as unknown as TransformStream<Uint8Array, Uint8Array>
}

/** Reads until `threshold` bytes or the end; `rest` replays what was read, then the remainder. */
async function peek(body: ReadableStream<Uint8Array>, threshold: number) {
  const reader = body.getReader()
  const head: Uint8Array[] = []
  let size = 0
  while (size < threshold) {
    const { done, value } = await reader.read()
    if (done) return { complete: Buffer.concat(head), rest: null }
    head.push(value)
    size += value.byteLength
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return { complete: null, rest }
}

export function compressJson({ threshold = 2048 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type') ?? ''
    if (!res.body || c.req.method === 'HEAD' || !JSON_TYPE.test(type)) return
    if (res.status === 206 || res.headers.has('content-encoding') || res.headers.has('content-range')) return
    if (res.headers.has('accept-ranges') || /no-transform/i.test(res.headers.get('cache-control') ?? '')) return
    const encoding = c.req.header('range') ? null : pickEncoding(c.req.header('accept-encoding'))
    const length = res.headers.get('content-length')
    const { complete, rest } =
      !encoding || (length !== null && Number(length) < threshold) ? { complete: res.body, rest: null } : await peek(res.body, threshold)
    // Headers are set after assigning (Hono copies the old answer's headers onto a new one),
    // on a fresh Response: an upstream fetch's headers are immutable.
    c.res = new Response(rest ? rest.pipeThrough(encoder(encoding!)) : complete, res)
    varyOnAcceptEncoding(c.res.headers)
    if (!rest) {
      if (complete instanceof Uint8Array) c.res.headers.set('content-length', String(complete.byteLength))
      return
    }
    c.res.headers.delete('content-length')
    c.res.headers.set('content-encoding', encoding!)
    const etag = c.res.headers.get('etag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`)
  }
}
