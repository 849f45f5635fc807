// Add or edit a code (admins). Editing never shows the current value: an empty field keeps it,
// so opening the form reveals nothing and writes no audit row.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { FormDialogFooter, TextField } from '@/components/form-fields'
import { waitForLocalRow } from '@/db/wait-for-local-row'
import { isQueued } from '@/lib/api'
import { buildingCodeInput, buildingCodePatch } from '../../../../sync/inputs/buildings'
import { createCode, updateCode } from './buildings-api'
import { FailureAlertText } from './form-field'
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
  const db = usePGlite()
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
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const failureTitle = code ? 'Kunne ikke opdatere kode' : 'Kunne ikke tilføje kode'

  async function save(input: CodeOutput) {
    setFailure(null)
    try {
      const payload = {
        code_type: input.code_type ?? '',
        code_value: input.code_value ?? null,
        description: input.description ?? null,
        valid_until: input.valid_until ?? null,
        is_active: input.is_active ?? true,
      }
      const codeId = code ? (await updateCode(buildingId, code.id, payload), code.id) : (await createCode(buildingId, payload)).code.id
      await waitForLocalRow(
        db,
        'select 1 from building_codes where id = $1 and code_type = $2 and is_active = $3',
        [codeId, payload.code_type, payload.is_active],
        true,
      )
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(error)) return onOpenChange(false)
      setFailure(error instanceof Error ? error.message : '')
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{code ? 'Rediger kode' : 'Tilføj kode'}</DialogTitle>
          <DialogDescription>Kodetype og kode skal udfyldes. Gyldig til er valgfri.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            {failure !== null && (
              <Alert variant="destructive">
                <AlertDescription>
                  <FailureAlertText title={failureTitle} reason={failure} />
                </AlertDescription>
              </Alert>
            )}
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
            <FormField
              control={form.control}
              name="is_active"
              render={({ field }) => (
                <FormItem className="flex items-center gap-2">
                  <FormControl>
                    <input
                      type="checkbox"
                      className="accent-primary size-4"
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                      ref={field.ref}
                    />
                  </FormControl>
                  <FormLabel className="font-normal">Aktiv (vises for brugere med adgang)</FormLabel>
                </FormItem>
              )}
            />
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
