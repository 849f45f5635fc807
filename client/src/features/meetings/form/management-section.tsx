// Ledelsen: the management's notes. The economy, card, payment and misc. fields are for admins
// only (they are not synced to others); the first and the last two are shown on the minutes.
import { Textarea } from '@/components/ui/textarea'
import { MEETING_FIELD_LABELS as L } from '../../../../../sync/inputs/meetings'
import { Field } from './field'
import type { FieldKey } from './form-model'
import type { SectionProps } from './section-props'

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

export function ManagementFields({ draft, actions }: SectionProps) {
  return (
    <div className="grid gap-4">
      {FIELDS.map((k) => (
        <Field key={k} label={L[k]}>
          <Textarea rows={3} value={draft.fields[k]} onChange={(e) => actions.setField(k, e.target.value)} />
        </Field>
      ))}
    </div>
  )
}
