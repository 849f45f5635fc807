// Who may fetch a stored file: whoever may read the row that holds it. Each bucket names the
// shape (sync/shapes) whose rows refer to its files and the column that refers to them; the
// check is that shape's own read rule for this viewer — the same where clause sync uses — so a
// file can never be more visible than its row: another user's transcription audio, an image of
// a post still waiting for approval. Unknown buckets are nobody's. A file uploaded ahead of its
// row (post images, news media) is its uploader's until then (recordUploader).
import { resolveShape, type ShapeName } from '../../sync/shapes'
import type { Viewer } from '../../sync/rules'

interface FileOwner {
  shape: ShapeName
  /** SQL on the shape's row whose text holds the file's key or URL (a URL, a JSON list, Markdown …). */
  holds: string
}

export const FILE_OWNERS: Record<string, FileOwner[]> = {
  posts: [{ shape: 'posts', holds: 'images' }],
  news: [{ shape: 'company_news', holds: 'content' }],
  'profile-images': [{ shape: 'profiles', holds: 'image' }],
  'project-images': [{ shape: 'project_images', holds: `concat_ws(' ', url, thumbnail_url)` }],
  handbooks: [{ shape: 'handbooks', holds: 'file_path' }],
  // The audio waits in the server-only job queue until it is transcribed.
  transcriptions: [{ shape: 'transcriptions', holds: `(select j.file_key from transcription_jobs j where j.transcription_id = transcriptions.id)` }],
}

interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>
}

/** Resized variants share the original's id: `<bucket>/<month>/<uuid>.<ext>[.<size>.<ext>]`. */
const FILE_ID = /^([a-z][a-z0-9-]*)\/\d{4}-\d{2}\/([0-9a-f-]{36})/

/** Files that wait for their row: the uploader may fetch them (a preview in the form). */
export async function recordUploader(sql: Sql, viewer: Viewer, keys: string[]): Promise<void> {
  for (const key of keys) {
    await sql.query(`insert into file_uploaders (key, user_id) values ($1, $2) on conflict (key) do nothing`, [key, viewer.id])
  }
}

export async function mayReadFile(sql: Sql, viewer: Viewer, key: string): Promise<boolean> {
  const m = FILE_ID.exec(key)
  if (!m) return false
  const [, bucket, id] = m
  // `<bucket>/<month>/<uuid>` is shared by the original and its resized variants.
  const uploaded = await sql.query(`select 1 from file_uploaders where starts_with(key, $1) and user_id = $2 limit 1`, [m[0], viewer.id])
  if (uploaded.length > 0) return true
  for (const owner of FILE_OWNERS[bucket] ?? []) {
    const shape = resolveShape(owner.shape, viewer)
    const params = [...shape.where.params, id]
    const rows = await sql.query(
      `select 1 from "${shape.table}" where (${shape.where.sql}) and strpos((${owner.holds})::text, $${params.length}) > 0 limit 1`,
      params,
    )
    if (rows.length > 0) return true
  }
  return false
}
