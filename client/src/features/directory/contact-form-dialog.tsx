// Add/edit a contact: full name required, a company URL without http(s) gets
// https:// in front; checked on react-hook-form with the schema the server uses.
import { useSchemaForm } from '@/lib/form-resolver'
import { FormDialog } from '@/components/form-dialog'
import { failureWithReason, SelectField, TextField } from '@/components/form-fields'
import { useUntilSynced } from '@/offline/use-until-synced'
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
type ContactFormValues = Record<Field, string>

export function ContactFormDialog({ contact, category, onClose }: { contact?: ContactPerson; category?: string | null; onClose: () => void }) {
  const untilSynced = useUntilSynced()
  const categories = useCategories() ?? []
  const labels = useFixedLabels()
  const form = useSchemaForm(
    contactInput,
    (() => {
      const v = {} as ContactFormValues
      for (const [f] of FIELDS) v[f] = (contact?.[f] as string | null) ?? ''
      v.notes = contact?.notes ?? ''
      v.category = contact ? (contact.category ?? '') : (category ?? '')
      return v
    })(),
  )

  return (
    <FormDialog
      form={form}
      contentClassName="sm:max-w-2xl"
      title={contact ? 'Rediger kontakt' : 'Tilføj kontakt'}
      description="Navn skal udfyldes; resten er valgfrit."
      failure={failureWithReason(contact ? 'Kunne ikke opdatere kontakt' : 'Kunne ikke tilføje kontakt')}
      onSave={(input) => untilSynced(contact ? updateContact(contact.id, input) : createContact({ ...input, id: crypto.randomUUID() }))}
      onOpenChange={(open) => !open && onClose()}
    >
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
    </FormDialog>
  )
}
