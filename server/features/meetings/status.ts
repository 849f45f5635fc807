// Ticking off work: a case assignment by its assignee, a news item or other task by its
// responsible person, or any of them by an admin. The rule is part of the update's where
// clause, so "may tick" and "tick" are one statement.
import type { Kysely } from 'kysely'
import { TASK_DONE, TASK_OPEN } from '../../../sync/inputs/meetings'
import { caseAssigneeRules, meetingTaskRules } from '../../../sync/permissions/meetings'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import { updateGuarded } from '../../db/guarded-writes'
import { ROW_TABLE } from './children'
import { ASSIGNEE_FORBIDDEN, ASSIGNEE_NOT_FOUND, TASK_FORBIDDEN, TASK_NOT_FOUND } from './messages'
import { currentTxid } from '../../db/txid'

export async function toggleAssignee(kysely: Kysely<DB>, viewer: Viewer, id: string, completed: boolean) {
  return kysely.transaction().execute(async (trx) => {
    const assignee = await updateGuarded(
      trx,
      'meeting_case_assignees',
      id,
      { status: completed ? 'completed' : 'open' },
      caseAssigneeRules.toggle.toKysely(viewer),
      { notFound: ASSIGNEE_NOT_FOUND, forbidden: ASSIGNEE_FORBIDDEN },
    )
    return { assignee, txid: await currentTxid(trx) }
  })
}

/** Writes the free-text statuses the minutes show: 'Afsluttet' or 'Igangværende'. */
export async function toggleTask(kysely: Kysely<DB>, viewer: Viewer, kind: 'news' | 'tasks', id: string, completed: boolean) {
  const table = ROW_TABLE[kind]
  return kysely.transaction().execute(async (trx) => {
    const task = await updateGuarded(
      trx,
      table,
      id,
      { status: completed ? TASK_DONE : TASK_OPEN },
      meetingTaskRules.toggle.toKysely(viewer),
      { notFound: TASK_NOT_FOUND, forbidden: TASK_FORBIDDEN },
    )
    return { task, txid: await currentTxid(trx) }
  })
}
