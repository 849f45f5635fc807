// Kysely's view of the meeting tables (migrations/0010_meetings.sql), merged into DB.
import type { WithDefaults } from '../../db/with-defaults'
import type {
  Meeting,
  MeetingAttendee,
  MeetingCase,
  MeetingCaseAssignee,
  MeetingNewsOpportunity,
  MeetingOtherTask,
} from '../../../sync/schema/meetings'

export interface MeetingTables {
  meetings: WithDefaults<Meeting, 'id' | 'created_at' | 'updated_at' | 'version'>
  meeting_attendees: MeetingAttendee
  meeting_cases: WithDefaults<MeetingCase, 'id' | 'sort_order' | 'version'>
  meeting_case_assignees: WithDefaults<MeetingCaseAssignee, 'id' | 'status'>
  meeting_news_opportunities: WithDefaults<MeetingNewsOpportunity, 'id' | 'sort_order' | 'version'>
  meeting_other_tasks: WithDefaults<MeetingOtherTask, 'id' | 'sort_order' | 'version'>
}
