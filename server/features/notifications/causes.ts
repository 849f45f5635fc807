// One function per cause of a notification: each is called inside the transaction of its write,
// after the write, and decides who is told what. Transitions only: the caller passes what the
// row was before, so re-sending the same change tells nobody anything new.
import type { Transaction } from 'kysely'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { excerpt, notify, personName } from './notify'
import { LINK, NOTICE } from './texts'
import { sql } from 'kysely'

export async function notifyPostApproved(trx: Transaction<DB>, viewer: Viewer, post: { id: string; user_id: string | null; headline: string }) {
  if (!post.user_id) return
  await notify(trx, [{ user_id: post.user_id, kind: 'post_approved', ...NOTICE.postApproved(post.headline), link: LINK.post(post.id), actor_id: viewer.id }])
}

export async function notifyVacationStatus(
  trx: Transaction<DB>,
  viewer: Viewer,
  before: string | undefined,
  vacation: { id: string; user_id: string; status: string },
) {
  if (before === undefined || before === vacation.status) return
  // The dates as text: the drivers disagree on how they hand back a `date`.
  const { rows } = await sql<{ s: string; e: string }>`select start_date::text as s, end_date::text as e from vacations where id = ${vacation.id}`.execute(trx)
  const { s, e } = rows[0]
  const text = vacation.status === 'approved' ? NOTICE.vacationApproved(s, e) : NOTICE.vacationPending(s, e)
  const kind = vacation.status === 'approved' ? 'vacation_approved' : 'vacation_pending'
  await notify(trx, [{ user_id: vacation.user_id, kind, ...text, link: LINK.vacation(vacation.id), actor_id: viewer.id }])
}

export async function notifyNewsComment(
  trx: Transaction<DB>,
  viewer: Viewer,
  news: { id: string; user_id: string | null },
  comment: { content: string },
) {
  if (!news.user_id || news.user_id === viewer.id) return
  const who = await personName(trx, viewer.id)
  await notify(trx, [
    { user_id: news.user_id, kind: 'news_comment', ...NOTICE.newsComment(who, excerpt(comment.content)), link: LINK.news(news.id), actor_id: viewer.id },
  ])
}

export async function notifyBuildingAccess(trx: Transaction<DB>, viewer: Viewer, userId: string, building: string, granted: boolean) {
  await notify(trx, [
    {
      user_id: userId,
      kind: granted ? 'building_access_granted' : 'building_access_revoked',
      ...(granted ? NOTICE.accessGranted(building) : NOTICE.accessRevoked(building)),
      link: LINK.buildings(),
      actor_id: viewer.id,
    },
  ])
}
