// Edit mode of the own profile page: a draft copied from the profile; Save writes
// it and returns to view, Cancel discards it. On react-hook-form over the schema the server uses.
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { useUntilSynced } from '@/offline/use-until-synced'
import { isQueued } from '@/lib/api'
import { useSchemaForm } from '@/lib/form-resolver'
import { profilePatch, type ProfilePatch } from '../../../../sync/inputs/people'
import { CertificationsEditor, type CertificationDraft } from './certifications-editor'
import { updateProfile } from './profile-api'
import type { ProfileRow } from './use-profile'

const TEXT_FIELDS = [
  ['full_name', 'Full Name', 'name'],
  ['name', 'Short Name', 'nickname'],
  ['title', 'Role', 'organization-title'],
  ['birthday', 'Fødselsdag', 'bday'],
  ['phone', 'Phone', 'tel'],
  ['emergency_contact_name', 'Emergency Contact Name', 'off'],
  ['emergency_contact_phone', 'Emergency Contact Phone', 'off'],
  ['address', 'Address', 'street-address'],
  ['postal_code', 'Postal Code', 'postal-code'],
  ['city', 'City', 'address-level2'],
  ['country', 'Country', 'country-name'],
] as const
type TextFieldName = (typeof TEXT_FIELDS)[number][0]
type Draft = Record<TextFieldName | 'notes', string> & { certifications: CertificationDraft[] }

function toDraft(p: ProfileRow): Draft {
  const draft = { notes: p.notes ?? '' } as Draft
  for (const [field] of TEXT_FIELDS) draft[field] = (p[field] as string | null) ?? ''
  draft.certifications = (p.certifications ?? []).map((c) => ({ name: c.name ?? '', issueDate: c.issueDate ?? '', expiryDate: c.expiryDate ?? '' }))
  return draft
}

const inputType = (name: TextFieldName) => (name === 'birthday' ? 'date' : name.endsWith('phone') ? 'tel' : 'text')

export function ProfileEditForm({ profile, onDone }: { profile: ProfileRow; onDone: (saved: boolean) => void }) {
  const untilSynced = useUntilSynced()
  const form = useSchemaForm(profilePatch, toDraft(profile))
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting

  async function save(v: ProfilePatch) {
    setFailure(null)
    try {
      await untilSynced(updateProfile(v))
      onDone(true)
    } catch (error) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(error)) return onDone(true)
      setFailure(error instanceof Error && error.message ? `Error updating profile: ${error.message}` : 'Error updating profile')
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4" aria-label="Edit Profile">
        <FormFailure message={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map(([name, label, autoComplete]) => (
            <TextField
              key={name}
              control={form.control}
              name={name}
              label={label}
              type={inputType(name)}
              autoComplete={autoComplete}
              hint={name === 'birthday' ? 'Vises i fødselsdag listen' : undefined}
              className="content-start"
            />
          ))}
        </div>
        <TextField control={form.control} name="notes" label="Notes" rows={3} hint="Kun synlig for dig og administratorer." />
        <CertificationsEditor />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => onDone(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  )
}
