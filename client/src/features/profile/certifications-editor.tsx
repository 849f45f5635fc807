// Editing the list of certificates (shown on the QR badge page with name and issue date), as
// rows of the profile form: each field shows its own message from the shared schema.
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/form-fields'

export interface CertificationDraft {
  name: string
  issueDate: string
  expiryDate: string
}

/** Inside the profile form's Form, whose values hold `certifications`. */
export function CertificationsEditor() {
  const { control } = useFormContext<{ certifications: CertificationDraft[] }>()
  const { fields, append, remove } = useFieldArray({ control, name: 'certifications' })
  const names = useWatch({ control, name: 'certifications' })
  const { errors } = useFormState({ control, name: 'certifications' })
  const listError = errors.certifications?.message ?? errors.certifications?.root?.message
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Certifications</legend>
      {fields.map((row, i) => (
        <div key={row.id} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-start">
          <TextField control={control} name={`certifications.${i}.name`} label="Name" />
          <TextField control={control} name={`certifications.${i}.issueDate`} label="Issue Date" type="date" />
          <TextField control={control} name={`certifications.${i}.expiryDate`} label="Expiry Date" type="date" />
          <Button
            variant="ghost"
            size="icon"
            className="sm:mt-6"
            aria-label={`Fjern certificering ${names?.[i]?.name || i + 1}`}
            onClick={() => remove(i)}
          >
            <Trash2Icon />
          </Button>
        </div>
      ))}
      {listError && <p className="text-destructive text-sm">{listError}</p>}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => append({ name: '', issueDate: '', expiryDate: '' })}>
        <PlusIcon aria-hidden />
        Add certification
      </Button>
    </fieldset>
  )
}
