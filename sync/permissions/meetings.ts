import type { MeetingCaseAssignee, MeetingNewsOpportunity, MeetingOtherTask } from '../schema/meetings'
import { admins, anyOf, ownedBy, signedIn, type Rule } from '../rules'
import type { ResourceRules } from './types'

/**
 * Everyone signed in reads the minutes; only admins create, edit and delete
 * them. One save writes the meeting and all its children, so the children share these rules.
 */
export const meetingRules: ResourceRules<unknown> = {
  read: signedIn,
  create: admins,
  update: admins,
  delete: admins,
}

/** The management block (economy, card usage, payment terms …): admins only. */
export const meetingManagementRules = {
  read: admins as Rule<unknown>,
}

/** A case assignment is ticked by the assignee themself or by an admin; others' are disabled. */
export const caseAssigneeRules = {
  read: signedIn as Rule<MeetingCaseAssignee>,
  toggle: anyOf(admins, ownedBy<MeetingCaseAssignee>('user_id')),
}

/** News/SOME items and other tasks are ticked by the responsible person or an admin. */
export const meetingTaskRules = {
  read: signedIn as Rule<MeetingNewsOpportunity | MeetingOtherTask>,
  toggle: anyOf(admins, ownedBy<MeetingNewsOpportunity | MeetingOtherTask>('responsible_id')),
}
