// A real Electric client reading a shape through the app, as a browser does: requests go to
// app.request() with the given cookie. Its request loop outlives an unsubscribe, so every
// stream takes the signal that stops it when its test is done.
import { ShapeStream, type Row } from '@electric-sql/client'
import type { TestServer } from './app'

export interface AppStreamOptions {
  signal: AbortSignal
  log?: 'changes_only'
  /** Told of every URL the client asks for (e.g. to count subset requests). */
  onRequest?: (url: string) => void
}

export function appShapeStream(server: () => TestServer, shape: string, cookie: string, options: AppStreamOptions): ShapeStream<Row> {
  return new ShapeStream<Row>({
    url: `http://app.test/api/shapes/${shape}`,
    signal: options.signal,
    ...(options.log && { log: options.log }),
    fetchClient: (input, init) => {
      options.onRequest?.(String(input))
      return Promise.resolve(server().app.request(String(input).replace('http://app.test', ''), { ...init, headers: { cookie } }))
    },
  })
}
