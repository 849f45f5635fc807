// /employees/categories/:category: the people of one category, with detail,
// add-person and ratings modals; Samarbejdspartnere also has the category grid and the
// top 5. Back goes to / for the fixed categories, else to the partners page. People come a
// page at a time.
import { useDeferredValue, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { ArrowLeftIcon, PencilIcon, Trash2Icon, UserPlusIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/page-header'
import { ShowMore } from '@/components/paged-list/show-more'
import { useCurrentUser } from '@/auth/current-user'
import { categoryRules } from '../../../../sync/permissions'
import { FIXED_CATEGORIES } from '../../../../sync/inputs/directory'
import { CategoryFormDialog, type CategoryTarget } from './category-form-dialog'
import { CategoryGrid } from './category-grid'
import { DeleteCategoryDialog } from './delete-category-dialog'
import { DirectoryFilters } from './directory-filters'
import { contactEntry } from './directory-entries'
import { fixedKeyOf, useFixedLabels } from './fixed-category-labels'
import { PersonList } from './person-list'
import { usePersonDialogs } from './person-dialogs'
import { TopRatedList } from './top-rated-list'
import { useCategories, useDirectoryEntries, useRoleOptions } from './use-directory'

/** A fresh page (search, filter, dialogs) for every category. */
export function CategoryRoute() {
  const category = useParams().category ?? ''
  return <CategoryPage key={category} category={category} />
}

function CategoryPage({ category }: { category: string }) {
  const navigate = useNavigate()
  const { viewer } = useCurrentUser()
  const labels = useFixedLabels()
  const categories = useCategories()
  const [query, setQuery] = useState('')
  const [role, setRole] = useState('')
  const [editing, setEditing] = useState<CategoryTarget | null>(null)
  const [deleting, setDeleting] = useState(false)
  const { actions, openAdd, dialogs } = usePersonDialogs()
  const search = useDeferredValue(query)
  const { list, entries: shown, total } = useDirectoryEntries({ category, role, query: search })
  const roles = useRoleOptions(category)

  const fixed = fixedKeyOf(category)
  const custom = categories?.find((c) => c.name === category)
  const isPartners = category === FIXED_CATEGORIES.partners

  const title = fixed ? labels[fixed].name : category
  const description = fixed ? labels[fixed].description : custom?.description
  const back = () => navigate(fixed ? '/' : `/employees/categories/${encodeURIComponent(FIXED_CATEGORIES.partners)}`)
  const loading = !shown || !categories

  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <div>
        <Button variant="ghost" size="sm" onClick={back}>
          <ArrowLeftIcon aria-hidden />
          Tilbage
        </Button>
      </div>
      <PageHeader
        title={title}
        description={description || undefined}
        className="mb-0"
        actions={
          (fixed || custom) && (
            <>
              {custom && categoryRules.update.test(viewer, custom) && (
                <Button variant="outline" size="icon" aria-label={`Rediger kategorien ${custom.name}`} onClick={() => setEditing({ kind: 'edit', category: custom })}>
                  <PencilIcon />
                </Button>
              )}
              {custom && categoryRules.delete.test(viewer, custom) && (
                <Button variant="outline" size="icon" aria-label={`Slet kategorien ${custom.name}`} onClick={() => setDeleting(true)}>
                  <Trash2Icon />
                </Button>
              )}
              <Button onClick={() => openAdd(category)}>
                <UserPlusIcon aria-hidden />
                Tilføj person
              </Button>
            </>
          )
        }
      />
      {loading ? (
        <Skeleton className="h-48" aria-busy="true" aria-label="Indlæser personer" />
      ) : !fixed && !custom ? (
        <Alert>
          <AlertDescription>Kategorien blev ikke fundet</AlertDescription>
        </Alert>
      ) : (
        <>
          {isPartners && (
            <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
              <CategoryGrid categories={categories} onNew={() => setEditing({ kind: 'new' })} />
              <TopRatedList onOpen={(c) => actions.onOpen(contactEntry(c))} />
            </div>
          )}
          <DirectoryFilters query={query} onQuery={setQuery} role={role} onRole={setRole} roles={roles ?? []} />
          <PersonList entries={shown ?? []} actions={actions} emptyText={query || role ? 'Ingen personer matcher søgningen' : 'Ingen personer i denne kategori endnu'} />
          <ShowMore list={list} total={total} noun="personer" />
        </>
      )}
      {dialogs}
      {editing && (
        <CategoryFormDialog
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={(name) => editing.kind === 'edit' && name !== category && navigate(`/employees/categories/${encodeURIComponent(name)}`, { replace: true })}
        />
      )}
      {deleting && custom && <DeleteCategoryDialog category={custom} onClose={() => setDeleting(false)} onDeleted={back} />}
    </div>
  )
}
