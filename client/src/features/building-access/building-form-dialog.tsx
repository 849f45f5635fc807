// Add or edit a building (admins). Checked with the server's zod schema first, so the user
// sees 'Bygningens navn er påkrævet' before anything is sent.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { isQueued } from '@/lib/api'
import { buildingInput } from '../../../../sync/inputs/buildings'
import { createBuilding, updateBuilding } from './buildings-api'
import { FailureAlertText, FormField, issuesByField } from './form-field'
import type { BuildingRow } from './use-buildings'

type Field = 'name' | 'address' | 'description'

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
  const id = useId()
  const [values, setValues] = useState({
    name: building?.name ?? '',
    address: building?.address ?? '',
    description: building?.description ?? '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const failureTitle = building ? 'Kunne ikke opdatere bygning' : 'Kunne ikke tilføje bygning'

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setErrors((errs) => ({ ...errs, [field]: undefined }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    const parsed = buildingInput.safeParse(values)
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setBusy(true)
    try {
      const input = parsed.data
      const savedId = building ? (await updateBuilding(building.id, input), building.id) : (await createBuilding(input)).building.id
      await waitForLocalRow(db, 'select 1 from buildings where id = $1 and name = $2', [savedId, input.name], true)
      onSaved?.(savedId)
      onOpenChange(false)
    } catch (error) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(error)) return onOpenChange(false)
      setFailure(error instanceof Error ? error.message : '')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{building ? 'Rediger bygning' : 'Tilføj bygning'}</DialogTitle>
          <DialogDescription>Navnet skal udfyldes.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {failure !== null && (
            <Alert variant="destructive">
              <AlertDescription>
                <FailureAlertText title={failureTitle} reason={failure} />
              </AlertDescription>
            </Alert>
          )}
          <FormField id={`${id}-name`} label="Navn" error={errors.name}>
            <Input aria-required value={values.name} onChange={set('name')} />
          </FormField>
          <FormField id={`${id}-address`} label="Adresse" error={errors.address}>
            <Input value={values.address} onChange={set('address')} autoComplete="street-address" />
          </FormField>
          <FormField id={`${id}-description`} label="Beskrivelse" error={errors.description}>
            <Textarea rows={3} value={values.description} onChange={set('description')} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Annuller
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Gemmer...' : 'Gem'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
