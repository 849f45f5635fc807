// /api/projects/:projectId/{updates,dates,images} — the project detail page's writes. A child
// is always addressed through its project, and must belong to it.
import type { Hono } from 'hono'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import { imageCaption, importantDateInput, projectUpdateInput } from '../../../sync/inputs/projects'
import type { Written } from '../../../sync/inputs/written'
import type { Viewer } from '../../../sync/rules'
import type { Database } from '../../db/connect'
import type { DB } from '../../db/types'
import type { AppEnv } from '../../http/context'
import { readJsonObject } from '../../http/errors'
import { clientId, idOr404, parseInput } from '../../http/validate'
import type { Storage } from '../../storage'
import { createDate, deleteDate, editDate } from './dates-store'
import { receiveImages, removeFiles } from './image-files'
import { checkCanUpload, deleteImage, insertImages } from './images-store'
import { DATE_NOT_FOUND, IMAGE_NOT_FOUND, PROJECT_NOT_FOUND, UPDATE_NOT_FOUND } from './messages'
import { jsonLimit } from './request'
import { createUpdate, deleteUpdate, editUpdate } from './updates-store'

export function mountChildRoutes(app: Hono<AppEnv>, { db, storage }: { db: Database; storage: Storage }) {
  const project = (c: { req: { param(name: 'projectId'): string } }) => idOr404(c.req.param('projectId'), PROJECT_NOT_FOUND)

  /** Updates and dates: rows of text with no files, added, edited and deleted the same way. */
  function mountRowRoutes<S extends z.ZodType>(
    kind: 'updates' | 'dates',
    input: S,
    notFound: string,
    store: {
      create(kysely: Kysely<DB>, viewer: Viewer, projectId: string, values: z.output<S>, id?: string): Promise<object>
      edit(kysely: Kysely<DB>, viewer: Viewer, projectId: string, id: string, values: z.output<S>): Promise<object>
      remove(kysely: Kysely<DB>, viewer: Viewer, projectId: string, id: string): Promise<object>
    },
  ) {
    app.post(`/:projectId/${kind}`, jsonLimit, async (c) => {
      const projectId = project(c)
      const body = await readJsonObject(c)
      const values = parseInput(input, body)
      return c.json(await store.create(db.kysely, c.get('viewer'), projectId, values, clientId(body)), 201)
    })
    app.patch(`/:projectId/${kind}/:id`, jsonLimit, async (c) => {
      const projectId = project(c)
      const id = idOr404(c.req.param('id'), notFound)
      const values = parseInput(input, await readJsonObject(c))
      return c.json(await store.edit(db.kysely, c.get('viewer'), projectId, id, values))
    })
    app.delete(`/:projectId/${kind}/:id`, async (c) => {
      const projectId = project(c)
      const id = idOr404(c.req.param('id'), notFound)
      return c.json(await store.remove(db.kysely, c.get('viewer'), projectId, id))
    })
  }

  mountRowRoutes('updates', projectUpdateInput, UPDATE_NOT_FOUND, { create: createUpdate, edit: editUpdate, remove: deleteUpdate })
  mountRowRoutes('dates', importantDateInput, DATE_NOT_FOUND, { create: createDate, edit: editDate, remove: deleteDate })

  // Multipart: one or more files under any field name, plus one `caption` for all of them.
  app.post('/:projectId/images', async (c) => {
    const projectId = project(c)
    const viewer = c.get('viewer')
    await checkCanUpload(db.kysely, viewer, projectId)
    const { images, caption } = await receiveImages(c, storage)
    const files = images.flatMap((i) => [i.url, i.thumbnail_url])
    try {
      const text = parseInput(imageCaption, caption)
      return c.json(await insertImages(db.kysely, viewer, projectId, images, text), 201)
    } catch (err) {
      await removeFiles(storage, files)
      throw err
    }
  })
  app.delete('/:projectId/images/:id', async (c) => {
    const projectId = project(c)
    const id = idOr404(c.req.param('id'), IMAGE_NOT_FOUND)
    const { txid, files } = await deleteImage(db.kysely, c.get('viewer'), projectId, id)
    await removeFiles(storage, files)
    return c.json({ txid } satisfies Written)
  })
}
