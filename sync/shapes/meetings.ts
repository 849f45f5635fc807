import { meetings, meetingTables } from '../schema/meetings'
import { caseAssigneeRules, meetingManagementRules, meetingRules, meetingTaskRules } from '../permissions/meetings'
import { allColumns, allColumnsExcept, type ShapeDef } from './types'

/** Never synced to non-admins: the management block of the minutes. */
export const MEETING_MANAGEMENT_COLUMNS = [
  'economy_info',
  'cc_usage_info',
  'management_info',
  'payment_terms_info',
  'diverse_info',
] as const

export const isMeetingManagementColumn = (c: string) => (MEETING_MANAGEMENT_COLUMNS as readonly string[]).includes(c)

export const meetingShapes = {
  meetings: {
    table: meetings,
    localTable: 'meetings',
    columns: allColumnsExcept(meetings, MEETING_MANAGEMENT_COLUMNS),
    where: meetingRules.read,
  },
  meeting_management: {
    table: meetings,
    localTable: 'meeting_management',
    columns: ['id', ...MEETING_MANAGEMENT_COLUMNS] as const,
    where: meetingManagementRules.read,
  },
  meeting_attendees: {
    table: meetingTables.meeting_attendees,
    localTable: 'meeting_attendees',
    columns: allColumns(meetingTables.meeting_attendees),
    where: meetingRules.read,
  },
  meeting_cases: {
    table: meetingTables.meeting_cases,
    localTable: 'meeting_cases',
    columns: allColumns(meetingTables.meeting_cases),
    where: meetingRules.read,
  },
  meeting_case_assignees: {
    table: meetingTables.meeting_case_assignees,
    localTable: 'meeting_case_assignees',
    columns: allColumns(meetingTables.meeting_case_assignees),
    where: caseAssigneeRules.read,
  },
  meeting_news_opportunities: {
    table: meetingTables.meeting_news_opportunities,
    localTable: 'meeting_news_opportunities',
    columns: allColumns(meetingTables.meeting_news_opportunities),
    where: meetingTaskRules.read,
  },
  meeting_other_tasks: {
    table: meetingTables.meeting_other_tasks,
    localTable: 'meeting_other_tasks',
    columns: allColumns(meetingTables.meeting_other_tasks),
    where: meetingTaskRules.read,
  },
} satisfies Record<string, ShapeDef>
