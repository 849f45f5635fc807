// Where the shape proxy gets shapes from: the embedded engine in this process, or any
// Electric-compatible sync service over HTTP (ELECTRIC_URL: Electric itself, or `npm run sync`).
import type { ShapeEngine } from '../../sync/engine'

/** Answers a fully formed `/v1/shape?…` URL. */
export type ShapeUpstream = (url: URL, signal: AbortSignal) => Promise<Response>

export const embeddedUpstream =
  (engine: ShapeEngine): ShapeUpstream =>
  (url, signal) =>
    engine.serve(url, signal)

export function httpUpstream(electricUrl: string, secret?: string): ShapeUpstream {
  const base = new URL('/v1/shape', electricUrl)
  return async (url, signal) => {
    const target = new URL(base)
    target.search = url.search
    if (secret) target.searchParams.set('secret', secret)
    return fetch(target, { signal })
  }
}
