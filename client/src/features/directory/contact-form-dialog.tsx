// Add/edit a contact: full name required, a company URL without http(s) gets
// https:// in front; checked on react-hook-form with the schema the server uses.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { usePGlite } from '@/db/pages-db'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { FormDialogFooter, FormFailure, SelectField, TextField } from '@/components/form-fields'
import { untilSynced } from '@/offline/until-synced'
import { isQueued } from '@/lib/api'
import { contactInput, FIXED_CATEGORIES, type ContactValues } from '../../../../sync/inputs/directory'
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
type ContactFormValues = Record<Field, string>

export function ContactFormDialog({ contact, category, onClose }: { contact?: ContactPerson; category?: string | null; onClose: () => void }) {
  const db = usePGlite()
  const categories = useCategories() ?? []
  const labels = useFixedLabels()
  const form = useForm<ContactFormValues, unknown, ContactValues>({
    resolver: zodResolver(contactInput as z.ZodType<ContactValues, ContactFormValues>),
    defaultValues: (() => {
      const v = {} as ContactFormValues
      for (const [f] of FIELDS) v[f] = (contact?.[f] as string | null) ?? ''
      v.notes = contact?.notes ?? ''
      v.category = contact ? (contact.category ?? '') : (category ?? '')
      return v
    })(),
  })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(input: ContactValues) {
    setFailure(null)
    try {
      await untilSynced(db, contact ? await updateContact(contact.id, input) : await createContact({ ...input, id: crypto.randomUUID() }))
      onClose()
    } catch (error) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(error)) return onClose()
      const reason = error instanceof Error && error.message ? `: ${error.message}` : ''
      setFailure(`${contact ? 'Kunne ikke opdatere kontakt' : 'Kunne ikke tilføje kontakt'}${reason}`)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{contact ? 'Rediger kontakt' : 'Tilføj kontakt'}</DialogTitle>
          <DialogDescription>Navn skal udfyldes; resten er valgfrit.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
            <FormFailure message={failure} />
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map(([f, label, type]) => (
                <TextField key={f} control={form.control} name={f} label={label} type={type} required={f === 'full_name'} />
              ))}
              <SelectField control={form.control} name="category" label="Kategori" className="sm:col-span-2">
                <option value="">Ingen kategori</option>
                <option value={FIXED_CATEGORIES.employees}>{labels.employees.name}</option>
                <option value={FIXED_CATEGORIES.partners}>{labels.partners.name}</option>
                {categories.map((c) => (
                  <option key={c.id} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField control={form.control} name="notes" label="Noter" rows={3} />
            <FormDialogFooter busy={busy} onCancel={onClose}>
              {busy ? 'Gemmer...' : 'Gem'}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
