// Project image rows. Uploading needs canEdit on the project; deleting is also allowed to
// the person who uploaded the image. Files are removed by the caller after commit.
import type { Kysely } from 'kysely'
import type { ProjectImagesWritten } from '../../../sync/inputs/projects'
import { projectImageRules } from '../../../sync/permissions/projects'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { childMissOrDenied, editableProjectOr403, inEditableProject } from './guards'
import { IMAGE_FORBIDDEN, IMAGE_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'

export interface NewImage {
  url: string
  thumbnail_url: string
  file_name: string
}

/** 404/403 before a single byte of the upload is stored. */
export async function checkCanUpload(kysely: Kysely<DB>, viewer: Viewer, projectId: string): Promise<void> {
  await kysely.transaction().execute((trx) => editableProjectOr403(trx, viewer, projectId))
}

export async function insertImages(
  kysely: Kysely<DB>,
  viewer: Viewer,
  projectId: string,
  images: NewImage[],
  caption: string | null,
): Promise<ProjectImagesWritten> {
  return kysely.transaction().execute(async (trx) => {
    // Checked again: the project may have gone while the files were arriving.
    await editableProjectOr403(trx, viewer, projectId)
    const rows = await trx
      .insertInto('project_images')
      .values(images.map((i) => ({ ...i, caption, project_id: projectId, created_by: viewer.id })))
      .returningAll()
      .execute()
    return { images: rows, txid: await currentTxid(trx) }
  })
}

export async function deleteImage(
  kysely: Kysely<DB>,
  viewer: Viewer,
  projectId: string,
  id: string,
): Promise<{ txid: string; files: string[] }> {
  return kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('project_images')
      .where('id', '=', id)
      .where('project_id', '=', projectId)
      .where((eb) => eb.or([projectImageRules.deleteOwn.toKysely(viewer), inEditableProject(viewer)]))
      .returning(['url', 'thumbnail_url'])
      .executeTakeFirst()
    if (!gone) {
      return childMissOrDenied(trx, 'project_images', projectId, id, { notFound: IMAGE_NOT_FOUND, forbidden: IMAGE_FORBIDDEN })
    }
    return { txid: await currentTxid(trx), files: [gone.url, gone.thumbnail_url] }
  })
}
