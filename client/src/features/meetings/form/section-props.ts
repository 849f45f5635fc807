import type { useMeetingForm } from './use-meeting-form'
import type { MeetingDraft } from './form-model'
import type { Person } from '../use-people'

export interface SectionProps {
  draft: MeetingDraft
  people: Person[]
  actions: ReturnType<typeof useMeetingForm>['actions']
}
