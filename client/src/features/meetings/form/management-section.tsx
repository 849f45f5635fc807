// Ledelsen: the management's notes. The economy, card, payment and misc. fields are for admins
// only (they are not synced to others); the first and the last two are shown on the minutes.
import { useFormContext } from 'react-hook-form'
import { TextField } from '@/components/form-fields'
import { MEETING_FIELD_LABELS as L } from '../../../../../sync/inputs/meetings'
import type { FieldKey } from './form-model'
import type { MeetingFieldValues } from './use-meeting-form'

const FIELDS: FieldKey[] = [
  'news_from_management',
  'economy_info',
  'cc_usage_info',
  'management_info',
  'payment_terms_info',
  'diverse_info',
  'optimization_round',
  'miscellaneous',
]

export function ManagementFields() {
  const { control } = useFormContext<MeetingFieldValues>()
  return (
    <div className="grid gap-4">
      {FIELDS.map((k) => (
        <TextField key={k} control={control} name={k} label={L[k]} rows={3} className="min-w-0" />
      ))}
    </div>
  )
}
