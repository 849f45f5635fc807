// Add or edit a code (admins). Editing never shows the current value: an empty field keeps it,
// so opening the form reveals nothing and writes no audit row.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { FormDialog } from '@/components/form-dialog'
import { CheckboxField, TextField, titledFailure } from '@/components/form-fields'
import { useUntilSynced } from '@/offline/use-until-synced'
import { buildingCodeInput, buildingCodePatch } from '../../../../sync/inputs/buildings'
import { createCode, updateCode } from './buildings-api'
import type { CodeRow } from './use-buildings'

interface CodeValues {
  code_type: string
  code_value: string
  description: string
  valid_until: string
  is_active: boolean
}
/** What both schemas give back: a new code has every field, an edit may leave some out. */
type CodeOutput = z.output<typeof buildingCodePatch>

export function CodeFormDialog({ buildingId, code, onOpenChange }: { buildingId: string; code?: CodeRow; onOpenChange: (open: boolean) => void }) {
  const untilSynced = useUntilSynced()
  const schema = (code ? buildingCodePatch : buildingCodeInput) as z.ZodType<CodeOutput, CodeValues>
  const form = useForm<CodeValues, unknown, CodeOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      code_type: code?.code_type ?? '',
      code_value: '',
      description: code?.description ?? '',
      valid_until: code?.valid_until ?? '',
      is_active: code?.is_active ?? true,
    },
  })

  return (
    <FormDialog
      form={form}
      title={code ? 'Rediger kode' : 'Tilføj kode'}
      description="Kodetype og kode skal udfyldes. Gyldig til er valgfri."
      failure={titledFailure(code ? 'Kunne ikke opdatere kode' : 'Kunne ikke tilføje kode')}
      onSave={async (input) => {
        const payload = {
          code_type: input.code_type ?? '',
          code_value: input.code_value ?? null,
          description: input.description ?? null,
          valid_until: input.valid_until ?? null,
          is_active: input.is_active ?? true,
        }
        await untilSynced(code ? updateCode(buildingId, code.id, payload) : createCode(buildingId, payload))
      }}
      onOpenChange={onOpenChange}
    >
      <TextField control={form.control} name="code_type" label="Kodetype" required placeholder="F.eks. Hoveddør eller Alarm" />
      <TextField
        control={form.control}
        name="code_value"
        label="Kode"
        required={!code}
        autoComplete="off"
        spellCheck={false}
        hint={code ? 'Lad feltet stå tomt for at beholde den nuværende kode.' : undefined}
      />
      <TextField control={form.control} name="description" label="Beskrivelse" />
      <TextField control={form.control} name="valid_until" label="Gyldig til" type="date" />
      <CheckboxField control={form.control} name="is_active" label="Aktiv (vises for brugere med adgang)" />
    </FormDialog>
  )
}
