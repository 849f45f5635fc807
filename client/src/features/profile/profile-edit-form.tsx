// Edit mode (spec part 1, "Own profile page"): a draft copied from the profile; Save writes
// it and returns to view, Cancel discards it. Checked with the schema the server uses.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { waitForLocalRow } from '@/features/events/wait-for-local-row'
import { isQueued } from '@/lib/api'
import { profilePatch } from '../../../../sync/inputs/people'
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
type TextField = (typeof TEXT_FIELDS)[number][0]
type Draft = Record<TextField | 'notes', string> & { certifications: CertificationDraft[] }

const SETTLED_SQL = `select 1 from my_profile where user_id = $1 and full_name is not distinct from $2
  and name is not distinct from $3 and title is not distinct from $4 and phone is not distinct from $5`

function toDraft(p: ProfileRow): Draft {
  const draft = { notes: p.notes ?? '' } as Draft
  for (const [field] of TEXT_FIELDS) draft[field] = (p[field] as string | null) ?? ''
  draft.certifications = (p.certifications ?? []).map((c) => ({ name: c.name ?? '', issueDate: c.issueDate ?? '', expiryDate: c.expiryDate ?? '' }))
  return draft
}

export function ProfileEditForm({ profile, onDone }: { profile: ProfileRow; onDone: (saved: boolean) => void }) {
  const db = usePGlite()
  const id = useId()
  const [draft, setDraft] = useState(() => toDraft(profile))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const set = (field: TextField | 'notes') => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: e.target.value }))
    setErrors((errs) => (errs[field] ? { ...errs, [field]: '' } : errs))
  }

  async function save(e: FormEvent) {
    e.preventDefault()
    setFailure(null)
    const parsed = profilePatch.safeParse(draft)
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message
      return setErrors(next)
    }
    setErrors({})
    setBusy(true)
    try {
      await updateProfile(parsed.data)
      const v = parsed.data
      await waitForLocalRow(db, SETTLED_SQL, [profile.user_id, v.full_name, v.name, v.title, v.phone], true)
      onDone(true)
    } catch (error) {
      // Saved in the outbox for later: done, as after a sent write (offline/sent-or-saved.ts).
      if (isQueued(error)) return onDone(true)
      setFailure(error instanceof Error && error.message ? `Error updating profile: ${error.message}` : 'Error updating profile')
    } finally {
      setBusy(false)
    }
  }

  const field = (name: TextField, label: string, autoComplete: string) => (
    <div key={name} className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type={name === 'birthday' ? 'date' : name.endsWith('phone') ? 'tel' : 'text'}
        autoComplete={autoComplete}
        value={draft[name]}
        onChange={set(name)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[name === 'birthday' && `${id}-birthday-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined}
      />
      {name === 'birthday' && (
        <p id={`${id}-birthday-hint`} className="text-muted-foreground text-xs">
          Vises i fødselsdag listen
        </p>
      )}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-destructive text-sm">
          {errors[name]}
        </p>
      )}
    </div>
  )

  return (
    <form onSubmit={save} noValidate className="grid gap-4" aria-label="Edit Profile">
      {failure && (
        <Alert variant="destructive">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">{TEXT_FIELDS.map(([name, label, auto]) => field(name, label, auto))}</div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <Textarea id={`${id}-notes`} rows={3} value={draft.notes} onChange={set('notes')} />
        <p className="text-muted-foreground text-xs">Kun synlig for dig og administratorer.</p>
        {errors.notes && <p className="text-destructive text-sm">{errors.notes}</p>}
      </div>
      <CertificationsEditor
        idPrefix={id}
        value={draft.certifications}
        onChange={(certifications) => setDraft((d) => ({ ...d, certifications }))}
        error={errors.certifications}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
