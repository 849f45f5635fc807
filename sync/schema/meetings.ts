import { authored, c, entity, listItem, table, type RowOf } from './columns'

export const meetings = entity('meetings', {
  title: c.text(),
  meeting_date: c.timestamptz(),
  location: c.text().orNull(),
  facilitator_id: c.text().orNull(),
  topic: c.text().orNull(),
  recorder_id: c.text().orNull(),
  news_from_management: c.text().orNull(),
  optimization_round: c.text().orNull(),
  miscellaneous: c.text().orNull(),
  /** Admin-only columns (the management block): only in the `meeting_management` shape. */
  economy_info: c.text().orNull(),
  cc_usage_info: c.text().orNull(),
  management_info: c.text().orNull(),
  payment_terms_info: c.text().orNull(),
  diverse_info: c.text().orNull(),
  next_meeting_date: c.date().orNull(),
  ...authored,
  updated_by: c.text().orNull(),
  updated_at: c.timestamptz(),
  /** Bumped by a trigger on every update; a save names the version it was based on. */
  version: c.int(),
})
export type Meeting = RowOf<typeof meetings>

export const meetingAttendees = table('meeting_attendees', ['meeting_id', 'user_id'], {
  meeting_id: c.uuid(),
  user_id: c.text(),
  status: c.text(),
})
export type MeetingAttendee = RowOf<typeof meetingAttendees>

export const meetingCases = entity('meeting_cases', {
  meeting_id: c.uuid(),
  case_name: c.text(),
  client: c.text().orNull(),
  status_note: c.text().orNull(),
  ...listItem,
})
export type MeetingCase = RowOf<typeof meetingCases>

export const meetingCaseAssignees = entity('meeting_case_assignees', {
  case_id: c.uuid(),
  user_id: c.text(),
  status: c.text(),
})
export type MeetingCaseAssignee = RowOf<typeof meetingCaseAssignees>

export const meetingNewsOpportunities = entity('meeting_news_opportunities', {
  meeting_id: c.uuid(),
  task: c.text(),
  task_date: c.date().orNull(),
  status: c.text().orNull(),
  responsible_id: c.text().orNull(),
  ...listItem,
})
export type MeetingNewsOpportunity = RowOf<typeof meetingNewsOpportunities>

export const meetingOtherTasks = entity('meeting_other_tasks', {
  meeting_id: c.uuid(),
  task: c.text(),
  responsible_id: c.text().orNull(),
  deadline: c.date().orNull(),
  status: c.text().orNull(),
  ...listItem,
})
export type MeetingOtherTask = RowOf<typeof meetingOtherTasks>

export const meetingTables = {
  meetings,
  meeting_attendees: meetingAttendees,
  meeting_cases: meetingCases,
  meeting_case_assignees: meetingCaseAssignees,
  meeting_news_opportunities: meetingNewsOpportunities,
  meeting_other_tasks: meetingOtherTasks,
} as const
