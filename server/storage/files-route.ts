// GET /api/files/<key> — a stored file for whoever may read the row that holds it
// (file-access.ts); to anyone else it does not exist. Keys are never user-chosen;
// `?download=<name>` makes it an attachment saved under the original name.
import { Hono } from 'hono'
import { stream } from 'hono/streaming'
import { requireViewer, type GetViewer } from '../auth/viewer'
import type { AppEnv } from '../http/context'
import { notFound } from '../http/errors'
import { mimeForKey } from './file-types'
import { isStorageKey, type Storage } from './storage'
import { mayReadFile } from './file-access'
import type { Database } from '../db/connect'

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '_').trim() || 'fil'
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`
}

export function createFileRoutes({ storage, getViewer, db }: { storage: Storage; getViewer: GetViewer; db: Pick<Database, 'sql'> }) {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  app.get('/*', async (c) => {
    const key = decodeURIComponent(new URL(c.req.url).pathname.replace(/^.*?\/api\/files\//, ''))
    if (!isStorageKey(key) || !(await mayReadFile(db.sql, c.get('viewer'), key))) throw notFound('Filen blev ikke fundet')
    const size = await storage.size(key)
    if (size === null) throw notFound('Filen blev ikke fundet')

    const download = c.req.query('download')
    c.header('content-type', mimeForKey(key))
    c.header('x-content-type-options', 'nosniff')
    // Private: whether this viewer may have it depends on the row, and rows change.
    c.header('cache-control', 'private, max-age=3600')
    c.header('accept-ranges', 'bytes')
    c.header('content-disposition', contentDisposition(download ? 'attachment' : 'inline', download || key.split('/').pop()!))

    // Single byte ranges, so videos can seek.
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '')
    let start = 0
    let end = size - 1
    if (range && (range[1] || range[2])) {
      start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
      end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
      if (start > end || start >= size) {
        c.header('content-range', `bytes */${size}`)
        return c.body(null, 416)
      }
      c.status(206)
      c.header('content-range', `bytes ${start}-${end}/${size}`)
    }
    c.header('content-length', String(end - start + 1))
    // Opened before the answer starts, so a file gone since size() is still a clean 404.
    const body = await storage.read(key, { start, end })
    if (!body) throw notFound('Filen blev ikke fundet')
    return stream(c, async (out) => {
      out.onAbort(() => {
        body.destroy()
      })
      for await (const chunk of body) await out.write(chunk as Uint8Array)
    })
  })
  return app
}
