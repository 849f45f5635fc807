// /api/me — the signed-in person's own data. The export takes no id: whoever asks gets their
// own data, administrators included (there is no way to export someone else through it).
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import type { FeatureDeps } from '../../http/feature-app'
import type { Storage } from '../../storage'
import { originOf } from '../audit/record'
import { collectExport, zipExport } from './export'

export interface PersonalDataRoutesDeps extends FeatureDeps {
  storage: Storage
}

export function createPersonalDataRoutes(deps: PersonalDataRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(deps.getViewer))

  app.get('/export', async (c) => {
    const data = await collectExport(deps.db.kysely, deps.storage, c.get('viewer'), originOf(c))
    const day = data.exportedAt.slice(0, 10)
    const body = Readable.toWeb(zipExport(data, deps.storage)) as unknown as ReadableStream<Uint8Array>
    return c.body(body, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="mine-data-${day}.zip"`,
      'cache-control': 'no-store',
    })
  })

  return app
}
