// /employees — the employee overview (spec part 2): search, role filter, the two fixed
// category cards, everyone (colleagues and contacts) with a detail modal.
import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ArrowLeftIcon, UserPlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/page-header'
import { FIXED_CATEGORIES } from '../../../../sync/inputs/directory'
import { CategoryFormDialog } from './category-form-dialog'
import { DirectoryFilters } from './directory-filters'
import { allEntries, entriesOfCategory, filterEntries, roleOptions } from './directory-entries'
import { FixedCategoryCards } from './fixed-category-cards'
import type { FixedKey } from './fixed-category-labels'
import { PersonList } from './person-list'
import { usePersonDialogs } from './person-dialogs'
import { useContacts, useDirectoryProfiles } from './use-directory'

export function EmployeesPage() {
  const navigate = useNavigate()
  const profiles = useDirectoryProfiles()
  const contacts = useContacts()
  const [query, setQuery] = useState('')
  const [role, setRole] = useState('')
  const [editingLabel, setEditingLabel] = useState<FixedKey | null>(null)
  const { actions, openAdd, dialogs } = usePersonDialogs(contacts)

  const entries = useMemo(() => (profiles && contacts ? allEntries(profiles, contacts) : undefined), [profiles, contacts])
  const shown = useMemo(() => (entries ? filterEntries(entries, query, role) : undefined), [entries, query, role])
  const counts = useMemo(
    () => ({
      employees: profiles && contacts ? entriesOfCategory(FIXED_CATEGORIES.employees, profiles, contacts).length : 0,
      partners: profiles && contacts ? entriesOfCategory(FIXED_CATEGORIES.partners, profiles, contacts).length : 0,
    }),
    [profiles, contacts],
  )

  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <div>
        <Button variant="ghost" size="sm" onClick={() => navigate('/')}>
          <ArrowLeftIcon aria-hidden />
          Tilbage
        </Button>
      </div>
      <PageHeader
        title="Medarbejderoversigt"
        className="mb-0"
        actions={
          <Button onClick={() => openAdd(null)}>
            <UserPlusIcon aria-hidden />
            Tilføj kontakt
          </Button>
        }
      />
      <FixedCategoryCards counts={counts} onEdit={setEditingLabel} />
      <DirectoryFilters query={query} onQuery={setQuery} role={role} onRole={setRole} roles={entries ? roleOptions(entries) : []} />
      {!shown ? (
        <Skeleton className="h-48" aria-busy="true" aria-label="Indlæser personer" />
      ) : (
        <PersonList entries={shown} actions={actions} emptyText="Ingen personer matcher søgningen" />
      )}
      {dialogs}
      {editingLabel && <CategoryFormDialog target={{ kind: 'fixed', key: editingLabel }} onClose={() => setEditingLabel(null)} />}
    </div>
  )
}
