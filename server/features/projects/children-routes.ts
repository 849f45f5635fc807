// /api/projects/:projectId/{updates,dates,images} — the project detail page's writes. A child
// is always addressed through its project, and must belong to it.
import type { Hono } from 'hono'
import { imageCaption, importantDateInput, projectUpdateInput } from '../../../sync/inputs/projects'
import type { Database } from '../../db/connect'
import type { AppEnv } from '../../http/context'
import { readJsonObject } from '../../http/errors'
import { parseInput } from '../../http/validate'
import type { Storage } from '../../storage'
import { createDate, deleteDate, editDate } from './dates-store'
import { idOr404 } from './guards'
import { receiveImages, removeFiles } from './image-files'
import { checkCanUpload, deleteImage, insertImages } from './images-store'
import { DATE_NOT_FOUND, IMAGE_NOT_FOUND, PROJECT_NOT_FOUND, UPDATE_NOT_FOUND } from './messages'
import { clientId, jsonLimit } from './request'
import { createUpdate, deleteUpdate, editUpdate } from './updates-store'

export function mountChildRoutes(app: Hono<AppEnv>, { db, storage }: { db: Database; storage: Storage }) {
  const project = (c: { req: { param(name: 'projectId'): string } }) => idOr404(c.req.param('projectId'), PROJECT_NOT_FOUND)

  app.post('/:projectId/updates', jsonLimit, async (c) => {
    const projectId = project(c)
    const body = await readJsonObject(c)
    const input = parseInput(projectUpdateInput, body)
    return c.json(await createUpdate(db.kysely, c.get('viewer'), projectId, input, clientId(body)), 201)
  })
  app.patch('/:projectId/updates/:id', jsonLimit, async (c) => {
    const projectId = project(c)
    const id = idOr404(c.req.param('id'), UPDATE_NOT_FOUND)
    const input = parseInput(projectUpdateInput, await readJsonObject(c))
    return c.json(await editUpdate(db.kysely, c.get('viewer'), projectId, id, input))
  })
  app.delete('/:projectId/updates/:id', async (c) => {
    const projectId = project(c)
    const id = idOr404(c.req.param('id'), UPDATE_NOT_FOUND)
    return c.json(await deleteUpdate(db.kysely, c.get('viewer'), projectId, id))
  })

  app.post('/:projectId/dates', jsonLimit, async (c) => {
    const projectId = project(c)
    const body = await readJsonObject(c)
    const input = parseInput(importantDateInput, body)
    return c.json(await createDate(db.kysely, c.get('viewer'), projectId, input, clientId(body)), 201)
  })
  app.patch('/:projectId/dates/:id', jsonLimit, async (c) => {
    const projectId = project(c)
    const id = idOr404(c.req.param('id'), DATE_NOT_FOUND)
    const input = parseInput(importantDateInput, await readJsonObject(c))
    return c.json(await editDate(db.kysely, c.get('viewer'), projectId, id, input))
  })
  app.delete('/:projectId/dates/:id', async (c) => {
    const projectId = project(c)
    const id = idOr404(c.req.param('id'), DATE_NOT_FOUND)
    return c.json(await deleteDate(db.kysely, c.get('viewer'), projectId, id))
  })

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
    return c.json({ txid })
  })
}
