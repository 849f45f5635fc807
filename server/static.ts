// The built client (dist/client). Hashed /assets/* are immutable and cached for a year;
// everything else — index.html and sw.js above all — is revalidated, so a deploy is picked up
// at once. Any other GET that is not /api falls back to index.html: the client routes it.
// The build writes `.br`/`.gz` beside each compressible file (client/build/precompress.ts); the
// best one the browser accepts is sent as is. A Range request always gets the plain file: byte
// offsets into a compressed variant would not be offsets into the file.
import { createReadStream, existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { pickEncoding, type Encoding } from './http/accept-encoding'
import { CLIENT_DIR } from './project-root'

export { CLIENT_DIR }

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
}

const NOT_BUILT =
  'Klienten er ikke bygget endnu (dist/client mangler).\n' +
  'Kør `npm run build` (eller start med `npm start`, som bygger først).\n'

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

async function isFile(file: string) {
  const info = await stat(file).catch(() => null)
  return info?.isFile() ? info : null
}

async function fileResponse(file: string, cacheControl: string, req: Request): Promise<Response | null> {
  const info = await isFile(file)
  if (!info) return null
  const headers: Record<string, string> = {
    'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'last-modified': info.mtime.toUTCString(),
  }
  let sent = { file, size: info.size }
  const compressible = (await Promise.all(['.br', '.gz'].map((s) => isFile(file + s)))).some(Boolean)
  if (compressible) {
    headers.vary = 'Accept-Encoding'
    const encoding = req.headers.has('range') ? null : pickEncoding(req.headers.get('accept-encoding'))
    const variant = encoding && (await isFile(file + SUFFIX[encoding]))
    if (encoding && variant) {
      headers['content-encoding'] = encoding
      sent = { file: file + SUFFIX[encoding], size: variant.size }
    }
  }
  headers['content-length'] = String(sent.size)
  if (req.method === 'HEAD') return new Response(null, { headers })
  const body = Readable.toWeb(createReadStream(sent.file)) as ReadableStream<Uint8Array>
  return new Response(body, { headers })
}

export function createStaticRoutes(root: string = CLIENT_DIR): Hono {
  const app = new Hono()
  const index = path.join(root, 'index.html')

  app.on(['GET', 'HEAD'], '*', async (c) => {
    if (!existsSync(index)) return c.text(NOT_BUILT, 503)
    let rel: string
    try {
      rel = decodeURIComponent(c.req.path)
    } catch {
      return c.text('Ugyldig adresse', 400)
    }
    const file = path.join(root, path.normalize(rel))
    // Never outside the client directory, whatever the path says.
    if (file.startsWith(root + path.sep) && !rel.endsWith('/')) {
      const isAsset = rel.startsWith('/assets/')
      const found = await fileResponse(file, isAsset ? 'public, max-age=31536000, immutable' : 'no-cache', c.req.raw)
      if (found) return found
      // A missing hashed asset is a 404, not the app shell (a stale tab would parse HTML as JS).
      if (isAsset || TYPES[path.extname(rel).toLowerCase()]) return c.text('Ikke fundet', 404)
    }
    return (await fileResponse(index, 'no-cache', c.req.raw))!
  })
  return app
}
