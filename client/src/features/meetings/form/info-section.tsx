// Mødeinformation: title and date-time (required), place, facilitator, topic, recorder, next
// meeting. Fields of the meeting form's react-hook-form, so the schema's messages show under them.
import { useFormContext } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { TextField } from '@/components/form-fields'
import { MEETING_FIELD_LABELS as L } from '../../../../../sync/inputs/meetings'
import type { Person } from '../use-people'
import { PersonSelect } from './person-select'
import type { MeetingFieldValues } from './use-meeting-form'

export function InfoFields({ people }: { people: Person[] }) {
  const { control } = useFormContext<MeetingFieldValues>()
  const person = (name: 'facilitator_id' | 'recorder_id') => (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="min-w-0 content-start">
          <FormLabel>{L[name]}</FormLabel>
          <FormControl>
            <PersonSelect value={field.value} people={people} onChange={field.onChange} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField control={control} name="title" label={L.title} required className="min-w-0 content-start" />
      <TextField control={control} name="meeting_date" label={L.meeting_date} type="datetime-local" required className="min-w-0 content-start" />
      <TextField control={control} name="location" label={L.location} className="min-w-0 content-start" />
      <TextField control={control} name="topic" label={L.topic} className="min-w-0 content-start" />
      {person('facilitator_id')}
      {person('recorder_id')}
      <TextField control={control} name="next_meeting_date" label={L.next_meeting_date} type="date" className="min-w-0 content-start" />
    </div>
  )
}
