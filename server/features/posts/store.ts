// Post writes. Each permission rule from sync/permissions/posts.ts is part of the write's
// where clause, so "may this viewer change this row" and "change it" are one statement; a
// pending post someone may not read is answered 404, exactly as if it did not exist.
import type { Kysely } from 'kysely'
import { POST_TEXTS } from '../../../sync/inputs/posts'
import { postCommentRules, postRules } from '../../../sync/permissions/posts'
import { isAdminRole, type Viewer } from '../../../sync/rules'
import type { Post, PostComment } from '../../../sync/schema/posts'
import type { DB } from '../../db/types'
import { forbidden, notFound } from '../../http/errors'
import { currentTxid } from '../../db/txid'
import { insertOnce, updateGuarded } from '../../db/guarded-writes'
import { notifyPostApproved } from '../notifications/causes'
import { recordAudit, type RequestOrigin } from '../audit/record'

const MESSAGES = { notFound: POST_TEXTS.notFound, forbidden: POST_TEXTS.forbidden }

export interface PostValues {
  headline: string
  content: string
  images: string[]
  department_id: string | null
}

export async function createPost(kysely: Kysely<DB>, viewer: Viewer, values: PostValues, id?: string) {
  if (!postRules.create.test(viewer)) throw forbidden(POST_TEXTS.forbidden)
  return kysely.transaction().execute(async (trx) => {
    const post = await insertOnce(trx, 'posts', { ...values, images: JSON.stringify(values.images), user_id: viewer.id, approved: false }, id, 'Opslaget findes allerede')
    return { post, txid: await currentTxid(trx) }
  })
}

export async function updatePost(
  kysely: Kysely<DB>,
  viewer: Viewer,
  id: string,
  values: Omit<PostValues, 'department_id'>,
): Promise<{ post: Post; txid: string; dropped: string[] }> {
  return kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('posts')
      .select(['images'])
      .where('id', '=', id)
      .where(postRules.read.toKysely(viewer))
      .forUpdate()
      .executeTakeFirst()
    if (!before) throw notFound(POST_TEXTS.notFound)
    const changes = {
      ...values,
      images: JSON.stringify(values.images),
      updated_at: new Date().toISOString(),
      // An author's change to an approved post goes back for approval: approval is of
      // the text an editor read, not of whatever it is edited into later.
      ...(isAdminRole(viewer.role) ? {} : { approved: false, approved_by: null, approved_at: null }),
    }
    const post = await updateGuarded(trx, 'posts', id, changes, postRules.update.toKysely(viewer), MESSAGES)
    const dropped = before.images.filter((url) => !values.images.includes(url))
    return { post, txid: await currentTxid(trx), dropped }
  })
}

export async function approvePost(kysely: Kysely<DB>, viewer: Viewer, id: string, origin?: RequestOrigin): Promise<{ post: Post; txid: string }> {
  return kysely.transaction().execute(async (trx) => {
    const post = await trx
      .updateTable('posts')
      .set({ approved: true, approved_by: viewer.id, approved_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('approved', '=', false)
      .where(postRules.approve.toKysely(viewer))
      .returningAll()
      .executeTakeFirst()
    if (post) {
      await notifyPostApproved(trx, viewer, post)
      const label = post.headline
      await recordAudit(trx, { actorId: viewer.id, action: 'post.approved', target: { type: 'post', id: post.id, label }, details: { author_id: post.user_id }, origin })
      return { post, txid: await currentTxid(trx) }
    }
    // Already approved is fine for an editor (two editors clicking at once).
    const current = await trx.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst()
    if (current?.approved && postRules.approve.test(viewer)) return { post: current, txid: await currentTxid(trx) }
    if (!current || !postRules.read.test(viewer, current)) throw notFound(POST_TEXTS.notFound)
    throw forbidden('Kun redaktører kan godkende opslag')
  })
}

export async function deletePost(kysely: Kysely<DB>, viewer: Viewer, id: string): Promise<{ txid: string; dropped: string[] }> {
  return kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('posts')
      .where('id', '=', id)
      .where(postRules.delete.toKysely(viewer))
      .returning(['images'])
      .executeTakeFirst()
    if (gone) return { txid: await currentTxid(trx), dropped: gone.images }
    const current = await trx.selectFrom('posts').select(['id', 'approved', 'user_id']).where('id', '=', id).executeTakeFirst()
    if (!current || !postRules.read.test(viewer, current)) throw notFound(POST_TEXTS.notFound)
    throw forbidden('Kun administratorer kan slette opslag')
  })
}

export async function addPostComment(
  kysely: Kysely<DB>,
  viewer: Viewer,
  postId: string,
  content: string,
  id?: string,
): Promise<{ comment: PostComment; txid: string }> {
  if (!postCommentRules.create.test(viewer)) throw forbidden('Kun administratorer kan kommentere opslag')
  return kysely.transaction().execute(async (trx) => {
    const post = await trx.selectFrom('posts').select('id').where('id', '=', postId).where(postRules.read.toKysely(viewer)).executeTakeFirst()
    if (!post) throw notFound(POST_TEXTS.notFound)
    const comment = await insertOnce(trx, 'post_comments', { post_id: postId, user_id: viewer.id, content }, id, 'Kommentaren findes allerede')
    return { comment, txid: await currentTxid(trx) }
  })
}

/** Dropped image URLs no other post still shows (a URL may have been reused). */
export async function unusedImages(kysely: Kysely<DB>, urls: string[]): Promise<string[]> {
  const unused: string[] = []
  for (const url of urls) {
    const used = await kysely
      .selectFrom('posts')
      .select('id')
      .where((eb) => eb('images', '@>', JSON.stringify([url]) as never))
      .executeTakeFirst()
    if (!used) unused.push(url)
  }
  return unused
}

/**
 * How many posts the viewer may see, pending and approved: the tabs' counts. Browsers hold only
 * recent posts (older ones page in on demand), so their local count is not the whole story.
 */
export async function countPosts(db: Kysely<DB>, viewer: Viewer): Promise<{ pending: number; approved: number }> {
  const row = await db
    .selectFrom('posts')
    .where(postRules.read.toKysely(viewer))
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('approved', '=', false).as('pending'),
      eb.fn.countAll<string>().filterWhere('approved', '=', true).as('approved'),
    ])
    .executeTakeFirstOrThrow()
  return { pending: Number(row.pending), approved: Number(row.approved) }
}
