// /api/handbooks — categories (admins) and files (everyone uploads; editors or the uploader
// delete). Reads come through the shapes; downloads through /api/files/<key>?download=<name>.
import { Hono } from 'hono'
import { HANDBOOK_MAX_BYTES, handbookCategoryInput } from '../../../sync/inputs/handbooks'
import type { Written } from '../../../sync/inputs/written'
import { handbookCategoryRules, handbookRules } from '../../../sync/permissions/handbooks'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import { limitBody, type FeatureDeps } from '../../http/feature-app'
import { forbidden, readJsonObject } from '../../http/errors'
import { clientId, idOr404, parseInput } from '../../http/validate'
import type { Storage } from '../../storage'
import { createCategory, deleteCategory } from './category-store'
import { deleteHandbook } from './handbook-store'
import { CATEGORIES_ADMIN_ONLY, CATEGORY_NOT_FOUND, HANDBOOK_NOT_FOUND } from './messages'
import { receiveHandbook } from './upload'

export interface HandbookRoutesDeps extends FeatureDeps {
  storage: Storage
  /** The upload limit; 100 MB unless a test asks for less. */
  maxBytes?: number
}

export function createHandbookRoutes({ db, getViewer, storage, maxBytes = HANDBOOK_MAX_BYTES }: HandbookRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))
  const json = limitBody(64 * 1024)

  app.post('/categories', json, async (c) => {
    if (handbookCategoryRules.create.constant(c.get('viewer')) === false) throw forbidden(CATEGORIES_ADMIN_ONLY)
    const body = await readJsonObject(c)
    const input = parseInput(handbookCategoryInput, body)
    return c.json(await createCategory(db.kysely, c.get('viewer'), input, clientId(body)), 201)
  })

  app.delete('/categories/:id', async (c) => {
    const id = idOr404(c.req.param('id'), CATEGORY_NOT_FOUND)
    return c.json(await deleteCategory(db.kysely, c.get('viewer'), id))
  })

  app.post('/', async (c) => {
    if (handbookRules.create.constant(c.get('viewer')) === false) throw forbidden()
    return c.json(await receiveHandbook(c, { db, storage, maxBytes }, c.get('viewer')), 201)
  })

  app.delete('/:id', async (c) => {
    const id = idOr404(c.req.param('id'), HANDBOOK_NOT_FOUND)
    const { txid, filePath } = await deleteHandbook(db.kysely, c.get('viewer'), id)
    // After commit: a failed removal leaves an orphan file, never a row without its file.
    await storage.remove(filePath).catch((err) => console.error(`[handbooks] could not remove ${filePath}:`, err.message))
    return c.json({ txid } satisfies Written)
  })

  return app
}
