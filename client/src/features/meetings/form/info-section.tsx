// Mødeinformation: title and date-time (required), place, facilitator, topic, recorder, next meeting.
import { Input } from '@/components/ui/input'
import { MEETING_FIELD_LABELS as L } from '../../../../../sync/inputs/meetings'
import { Field } from './field'
import type { FieldKey } from './form-model'
import { PersonSelect } from './person-select'
import type { SectionProps } from './section-props'

export function InfoFields({ draft, people, actions, errors }: SectionProps & { errors: Partial<Record<FieldKey, string>> }) {
  const f = draft.fields
  const text = (k: FieldKey, props: Record<string, unknown> = {}) => (
    <Field label={L[k]} error={errors[k]}>
      <Input value={f[k]} onChange={(e) => actions.setField(k, e.target.value)} {...props} />
    </Field>
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('title', { required: true, 'aria-required': true })}
      {text('meeting_date', { type: 'datetime-local', required: true, 'aria-required': true })}
      {text('location')}
      {text('topic')}
      <Field label={L.facilitator_id} error={errors.facilitator_id}>
        <PersonSelect value={f.facilitator_id} people={people} onChange={(v) => actions.setField('facilitator_id', v)} />
      </Field>
      <Field label={L.recorder_id} error={errors.recorder_id}>
        <PersonSelect value={f.recorder_id} people={people} onChange={(v) => actions.setField('recorder_id', v)} />
      </Field>
      {text('next_meeting_date', { type: 'date' })}
    </div>
  )
}
