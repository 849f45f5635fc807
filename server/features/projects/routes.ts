// /api/projects — anyone signed in starts a project; its creator or an admin edits and
// deletes it and writes its updates, images and important dates (children-routes.ts).
// Reads come through the project shapes; the GET list is for tools and scripts.
import { Hono } from 'hono'
import { projectInput, projectPatch } from '../../../sync/inputs/projects'
import type { Written } from '../../../sync/inputs/written'
import { requireViewer } from '../../auth/viewer'
import type { AppEnv } from '../../http/context'
import type { FeatureDeps } from '../../http/feature-app'
import { readJsonObject } from '../../http/errors'
import { clientId, idOr404, parseInput, sentChanges } from '../../http/validate'
import type { Storage } from '../../storage'
import { mountChildRoutes } from './children-routes'
import { removeFiles } from './image-files'
import { PROJECT_NOT_FOUND } from './messages'
import { jsonLimit } from './request'
import { createProject, deleteProject, listProjects, updateProject, type ProjectValues } from './store'

const FIELDS = ['name', 'description', 'status', 'start_date', 'end_date', 'deadline', 'project_leader'] as const

export interface ProjectRoutesDeps extends FeatureDeps {
  storage: Storage
}

export function createProjectRoutes({ db, getViewer, storage }: ProjectRoutesDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.use('*', requireViewer(getViewer))

  app.get('/', async (c) => c.json({ projects: await listProjects(db.kysely) }))

  app.post('/', jsonLimit, async (c) => {
    const body = await readJsonObject(c)
    const input = parseInput(projectInput, body)
    return c.json(await createProject(db.kysely, c.get('viewer'), input, clientId(body)), 201)
  })

  app.patch('/:id', jsonLimit, async (c) => {
    const id = idOr404(c.req.param('id'), PROJECT_NOT_FOUND)
    const body = await readJsonObject(c)
    const changes: Partial<ProjectValues> = sentChanges(body, parseInput(projectPatch, body), FIELDS)
    return c.json(await updateProject(db.kysely, c.get('viewer'), id, changes))
  })

  app.delete('/:id', async (c) => {
    const id = idOr404(c.req.param('id'), PROJECT_NOT_FOUND)
    const { txid, files } = await deleteProject(db.kysely, c.get('viewer'), id)
    await removeFiles(storage, files)
    return c.json({ txid } satisfies Written)
  })

  mountChildRoutes(app, { db, storage })
  return app
}
