// /employees — the employee overview: search, role filter, the two fixed
// category cards, everyone (colleagues and contacts) with a detail modal, a page at a time.
import { useDeferredValue, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ArrowLeftIcon, UserPlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/page-header'
import { ShowMore } from '@/components/paged-list/show-more'
import { CategoryFormDialog } from './category-form-dialog'
import { DirectoryFilters } from './directory-filters'
import { FixedCategoryCards } from './fixed-category-cards'
import type { FixedKey } from './fixed-category-labels'
import { PersonList } from './person-list'
import { usePersonDialogs } from './person-dialogs'
import { useDirectoryEntries, useFixedCategoryCounts, useRoleOptions } from './use-directory'

export function EmployeesPage() {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [role, setRole] = useState('')
  const [editingLabel, setEditingLabel] = useState<FixedKey | null>(null)
  const { actions, openAdd, dialogs } = usePersonDialogs()
  // Typing stays responsive: the list follows the search a moment later.
  const search = useDeferredValue(query)
  const { list, entries: shown, total } = useDirectoryEntries({ category: '', role, query: search })
  const roles = useRoleOptions('')
  const counts = useFixedCategoryCounts()

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
      <DirectoryFilters query={query} onQuery={setQuery} role={role} onRole={setRole} roles={roles ?? []} />
      {!shown ? (
        <Skeleton className="h-48" aria-busy="true" aria-label="Indlæser personer" />
      ) : (
        <PersonList entries={shown} actions={actions} emptyText="Ingen personer matcher søgningen" />
      )}
      <ShowMore list={list} total={total} noun="personer" />
      {dialogs}
      {editingLabel && <CategoryFormDialog target={{ kind: 'fixed', key: editingLabel }} onClose={() => setEditingLabel(null)} />}
    </div>
  )
}
