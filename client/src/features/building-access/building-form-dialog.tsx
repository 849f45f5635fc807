// Add or edit a building (admins). The form checks with the server's own zod schema, so the user
// sees 'Bygningens navn er påkrævet' before anything is sent.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, TextField } from '@/components/form-fields'
import { waitForLocalRow } from '@/db/wait-for-local-row'
import { isQueued } from '@/lib/api'
import { buildingInput, type BuildingInput } from '../../../../sync/inputs/buildings'
import { createBuilding, updateBuilding } from './buildings-api'
import { FailureAlertText } from './form-field'
import type { BuildingRow } from './use-buildings'

export function BuildingFormDialog({
  building,
  onSaved,
  onOpenChange,
}: {
  building?: BuildingRow
  onSaved?: (id: string) => void
  onOpenChange: (open: boolean) => void
}) {
  const db = usePGlite()
  const form = useForm<BuildingInput, unknown, z.output<typeof buildingInput>>({
    resolver: zodResolver(buildingInput),
    defaultValues: { name: building?.name ?? '', address: building?.address ?? '', description: building?.description ?? '' },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const failureTitle = building ? 'Kunne ikke opdatere bygning' : 'Kunne ikke tilføje bygning'

  async function save(input: z.output<typeof buildingInput>) {
    setFailure(null)
    try {
      const savedId = building ? (await updateBuilding(building.id, input), building.id) : (await createBuilding(input)).building.id
      await waitForLocalRow(db, 'select 1 from buildings where id = $1 and name = $2', [savedId, input.name], true)
      onSaved?.(savedId)
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
          <DialogTitle>{building ? 'Rediger bygning' : 'Tilføj bygning'}</DialogTitle>
          <DialogDescription>Navnet skal udfyldes.</DialogDescription>
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
            <TextField control={form.control} name="name" label="Navn" required />
            <TextField control={form.control} name="address" label="Adresse" autoComplete="street-address" />
            <TextField control={form.control} name="description" label="Beskrivelse" rows={3} />
            <FormDialogFooter busy={busy} onCancel={() => onOpenChange(false)}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
