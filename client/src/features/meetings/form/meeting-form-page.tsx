// /meetings/new and /meetings/edit/{id}: the whole minutes in one form, saved in one call.
// Admins only; others see 'Adgang nægtet' (and the API refuses them too).
import { useMemo, useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { PageHeader } from '@/components/page-header'
import { Spinner } from '@/components/spinner'
import { useCurrentUser } from '@/auth/current-user'
import { UpcomingEvents } from '../upcoming-events'
import { usePeopleNames } from '../use-people'
import { AttendeeFields } from './attendees-section'
import { CaseFields } from './cases-section'
import { ChangedElsewhereNote, ConflictBanner } from './collaboration-banners'
import { FormAccessDenied } from './form-access-denied'
import { FormSection } from './form-section'
import { InfoFields } from './info-section'
import { ManagementFields } from './management-section'
import { NewsFields, TaskFields } from './task-sections'
import { TenderImageField } from './tender-image-section'
import { useMeetingForm, type FormMode } from './use-meeting-form'

type SectionKey = 'info' | 'attendees' | 'management' | 'cases' | 'tender' | 'news' | 'tasks'
const TITLES: [SectionKey, string][] = [
  ['info', 'Mødeinformation'],
  ['attendees', 'Deltagere'],
  ['management', 'Ledelsen'],
  ['cases', 'Igangværende sager'],
  ['tender', 'Tilbudsager (billede)'],
  ['news', 'Nyheds-/SOME-muligheder'],
  ['tasks', 'Øvrige opgaver'],
]

export function MeetingFormPage() {
  const { isAdmin } = useCurrentUser()
  const { id } = useParams()
  const mode = useMemo<FormMode>(() => (id ? { kind: 'edit', id } : { kind: 'new' }), [id])
  if (!isAdmin) return <FormAccessDenied />
  return <MeetingForm key={id ?? 'new'} mode={mode} />
}

function MeetingForm({ mode }: { mode: FormMode }) {
  const form = useMeetingForm(mode)
  const nameOf = usePeopleNames()
  const [open, setOpen] = useState<Set<SectionKey>>(new Set())
  const editing = mode.kind === 'edit'
  const toggle = (k: SectionKey) => setOpen((s) => new Set(s.has(k) ? [...s].filter((x) => x !== k) : [...s, k]))

  const submit = form.submit({
    invalid: () => {
      // The field is in Mødeinformation, which may be collapsed: open it and go there.
      setOpen((s) => new Set([...s, 'info']))
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    },
    conflicts: () => document.getElementById('meeting-conflicts')?.scrollIntoView({ block: 'center' }),
  })

  const title = editing ? 'Rediger mødereferat' : 'Nyt mødereferat'
  if (!form.state) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title={title} />
        <Spinner label={editing ? 'Henter mødereferat...' : 'Henter data fra seneste møde...'} />
      </div>
    )
  }
  const props = { draft: form.state.draft, people: form.people, actions: form.actions }
  const body: Record<SectionKey, ReactNode> = {
    info: <InfoFields people={form.people} />,
    attendees: <AttendeeFields {...props} />,
    management: <ManagementFields />,
    cases: <CaseFields {...props} />,
    tender: <TenderImageField />,
    news: <NewsFields {...props} />,
    tasks: <TaskFields {...props} />,
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-4">
      <PageHeader title={title} className="mb-0" />
      {editing ? (
        <Alert>
          <AlertTitle>Du redigerer et eksisterende mødereferat</AlertTitle>
          <AlertDescription>Kun det, du ændrer, bliver gemt. Andres ændringer vises her, mens du skriver.</AlertDescription>
        </Alert>
      ) : (
        form.state.prefilledFrom && (
          <Alert role="status">
            <AlertTitle>Data fra seneste møde er hentet</AlertTitle>
            <AlertDescription>
              Sager, nyheder og opgaver er udfyldt fra »{form.state.prefilledFrom}«. Ansvarliges status nulstilles til åben, når du gemmer.
            </AlertDescription>
          </Alert>
        )
      )}
      {form.changedElsewhere && (
        <ChangedElsewhereNote meeting={form.changedElsewhere} byName={nameOf(form.changedElsewhere.updated_by)} onOk={form.actions.acknowledge} />
      )}
      {form.conflicts.length > 0 && <ConflictBanner conflicts={form.conflicts} onResolve={form.actions.resolve} />}
      <Form {...form.form}>
        <form onSubmit={submit} noValidate className="grid gap-3">
          {TITLES.map(([key, label]) => (
            <FormSection key={key} title={label} open={open.has(key)} onToggle={() => toggle(key)}>
              {body[key]}
            </FormSection>
          ))}
          {form.error && (
            <Alert variant="destructive">
              <AlertDescription>{form.error}</AlertDescription>
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline">
              <Link to="/meetings">Annuller</Link>
            </Button>
            <Button type="submit" disabled={form.saving}>
              {form.saving ? 'Gemmer...' : editing ? 'Gem ændringer' : 'Gem mødereferat'}
            </Button>
          </div>
        </form>
      </Form>
      <UpcomingEvents />
    </div>
  )
}
