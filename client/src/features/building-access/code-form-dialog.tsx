// Add or edit a code (admins). Editing never shows the current value: an empty field keeps it,
// so opening the form reveals nothing and writes no audit row.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { isQueued } from '@/lib/api'
import { buildingCodeInput, buildingCodePatch } from '../../../../sync/inputs/buildings'
import { createCode, updateCode } from './buildings-api'
import { FailureAlertText, FormField, issuesByField } from './form-field'
import type { CodeRow } from './use-buildings'

type Field = 'code_type' | 'code_value' | 'description' | 'valid_until'

export function CodeFormDialog({ buildingId, code, onOpenChange }: { buildingId: string; code?: CodeRow; onOpenChange: (open: boolean) => void }) {
  const db = usePGlite()
  const id = useId()
  const [values, setValues] = useState({
    code_type: code?.code_type ?? '',
    code_value: '',
    description: code?.description ?? '',
    valid_until: code?.valid_until ?? '',
    is_active: code?.is_active ?? true,
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const failureTitle = code ? 'Kunne ikke opdatere kode' : 'Kunne ikke tilføje kode'

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setErrors((errs) => ({ ...errs, [field]: undefined }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    const parsed = code ? buildingCodePatch.safeParse(values) : buildingCodeInput.safeParse(values)
    if (!parsed.success) return setErrors(issuesByField<Field>(parsed.error.issues))
    setBusy(true)
    try {
      const input = parsed.data
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
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{code ? 'Rediger kode' : 'Tilføj kode'}</DialogTitle>
          <DialogDescription>Kodetype og kode skal udfyldes. Gyldig til er valgfri.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {failure !== null && (
            <Alert variant="destructive">
              <AlertDescription>
                <FailureAlertText title={failureTitle} reason={failure} />
              </AlertDescription>
            </Alert>
          )}
          <FormField id={`${id}-type`} label="Kodetype" error={errors.code_type}>
            <Input aria-required value={values.code_type} onChange={set('code_type')} placeholder="F.eks. Hoveddør eller Alarm" />
          </FormField>
          <FormField
            id={`${id}-value`}
            label="Kode"
            error={errors.code_value}
            hint={code ? 'Lad feltet stå tomt for at beholde den nuværende kode.' : undefined}
          >
            <Input aria-required={!code} value={values.code_value} onChange={set('code_value')} autoComplete="off" spellCheck={false} />
          </FormField>
          <FormField id={`${id}-description`} label="Beskrivelse" error={errors.description}>
            <Input value={values.description} onChange={set('description')} />
          </FormField>
          <FormField id={`${id}-valid`} label="Gyldig til" error={errors.valid_until}>
            <Input type="date" value={values.valid_until} onChange={set('valid_until')} />
          </FormField>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="accent-primary size-4"
              checked={values.is_active}
              onChange={(e) => setValues((v) => ({ ...v, is_active: e.target.checked }))}
            />
            Aktiv (vises for brugere med adgang)
          </label>
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
