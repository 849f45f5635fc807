// Add/edit a contact (spec part 2): full name required, a company URL without http(s) gets
// https:// in front; checked with the schema the server uses.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { isQueued } from '@/lib/api'
import { contactInput, FIXED_CATEGORIES } from '../../../../sync/inputs/directory'
import { createContact, updateContact } from './directory-api'
import type { ContactPerson } from './directory-entries'
import { useFixedLabels } from './fixed-category-labels'
import { useCategories } from './use-directory'

const FIELDS = [
  ['full_name', 'Navn', 'text'],
  ['role', 'Titel', 'text'],
  ['company', 'Firma', 'text'],
  ['company_url', 'Hjemmeside', 'url'],
  ['email', 'E-mail', 'email'],
  ['phone', 'Telefon', 'tel'],
  ['address', 'Adresse', 'text'],
  ['postal_code', 'Postnummer', 'text'],
  ['city', 'By', 'text'],
  ['country', 'Land', 'text'],
] as const
type Field = (typeof FIELDS)[number][0] | 'notes' | 'category'

export function ContactFormDialog({ contact, category, onClose }: { contact?: ContactPerson; category?: string | null; onClose: () => void }) {
  const db = usePGlite()
  const id = useId()
  const categories = useCategories() ?? []
  const labels = useFixedLabels()
  const [values, setValues] = useState<Record<Field, string>>(() => {
    const v = {} as Record<Field, string>
    for (const [f] of FIELDS) v[f] = (contact?.[f] as string | null) ?? ''
    v.notes = contact?.notes ?? ''
    v.category = contact ? (contact.category ?? '') : (category ?? '')
    return v
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = (f: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [f]: e.target.value }))
    setErrors((errs) => (errs[f] ? { ...errs, [f]: undefined } : errs))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    const parsed = contactInput.safeParse(values)
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message
      return setErrors(next)
    }
    setErrors({})
    setBusy(true)
    try {
      const rowId = contact?.id ?? crypto.randomUUID()
      if (contact) await updateContact(contact.id, parsed.data)
      else await createContact({ ...parsed.data, id: rowId })
      await waitForLocalRow(db, 'select 1 from contacts where id = $1 and full_name = $2 and company_url is not distinct from $3', [rowId, parsed.data.full_name, parsed.data.company_url], true)
      onClose()
    } catch (error) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(error)) return onClose()
      const reason = error instanceof Error && error.message ? `: ${error.message}` : ''
      setFailure(`${contact ? 'Kunne ikke opdatere kontakt' : 'Kunne ikke tilføje kontakt'}${reason}`)
    } finally {
      setBusy(false)
    }
  }

  const err = (f: Field) => errors[f] && <p id={`${id}-${f}-error`} className="text-destructive text-sm">{errors[f]}</p>
  const aria = (f: Field) => ({ 'aria-invalid': errors[f] ? true : undefined, 'aria-describedby': errors[f] ? `${id}-${f}-error` : undefined })

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{contact ? 'Rediger kontakt' : 'Tilføj kontakt'}</DialogTitle>
          <DialogDescription>Navn skal udfyldes; resten er valgfrit.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map(([f, label, type]) => (
              <div key={f} className="grid gap-2">
                <Label htmlFor={`${id}-${f}`}>{label}</Label>
                <Input id={`${id}-${f}`} type={type} value={values[f]} onChange={set(f)} aria-required={f === 'full_name' || undefined} {...aria(f)} />
                {err(f)}
              </div>
            ))}
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor={`${id}-category`}>Kategori</Label>
              <NativeSelect id={`${id}-category`} value={values.category} onChange={set('category')}>
                <option value="">Ingen kategori</option>
                <option value={FIXED_CATEGORIES.employees}>{labels.employees.name}</option>
                <option value={FIXED_CATEGORIES.partners}>{labels.partners.name}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
              {err('category')}
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>Noter</Label>
            <Textarea id={`${id}-notes`} rows={3} value={values.notes} onChange={set('notes')} {...aria('notes')} />
            {err('notes')}
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
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
