// /handbooks: the categories, searchable; admins create and delete them (a category that
// still holds files cannot be deleted — the server refuses it too).
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { FolderIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { useCurrentUser } from '@/auth/current-user'
import { useUntilSynced } from '@/offline/use-until-synced'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { FailureAlertText } from '@/components/form-fields'
import { LoadingBlocks, PlaceholderCard } from '@/components/placeholders'
import { handbookCategoryRules } from '../../../../sync/permissions/handbooks'
import { CategoryFormDialog } from './category-form-dialog'
import { deleteCategory } from './handbooks-api'
import { SearchBox } from './search-box'
import { useCategories, type CategoryRow } from './use-handbooks'

export const categoryPath = (name: string) => `/handbooks/${encodeURIComponent(name)}`

export function HandbooksPage() {
  const untilSynced = useUntilSynced()
  const { viewer } = useCurrentUser()
  const [search, setSearch] = useState('')
  const categories = useCategories(search)
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<CategoryRow | null>(null)
  const canCreate = handbookCategoryRules.create.test(viewer)
  const canDelete = handbookCategoryRules.delete.test(viewer)

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Håndbøger"
        actions={
          canCreate && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden />
              Opret kategori
            </Button>
          )
        }
      />
      <SearchBox label="Søg i kategorier" value={search} onChange={setSearch} />
      {!categories ? (
        <LoadingBlocks label="Indlæser kategorier" count={4} blockClassName="h-20" className="grid gap-3 sm:grid-cols-2" />
      ) : categories.length === 0 ? (
        <PlaceholderCard>{search.trim() ? 'Ingen kategorier matcher søgningen' : 'Ingen kategorier endnu'}</PlaceholderCard>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Kategorier">
          {categories.map((c) => (
            <li key={c.id} className="bg-card flex items-start gap-2 rounded-lg border p-1 shadow-xs">
              <Link
                to={categoryPath(c.name)}
                className="focus-visible:ring-ring/50 hover:bg-accent/50 flex min-w-0 flex-1 items-start gap-3 rounded-md p-3 outline-none focus-visible:ring-[3px]"
              >
                <FolderIcon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">{c.name}</span>
                  {c.description && <span className="text-muted-foreground text-sm break-words">{c.description}</span>}
                  <span className="text-muted-foreground text-xs">{c.file_count === 1 ? '1 fil' : `${c.file_count} filer`}</span>
                </span>
              </Link>
              {canDelete && (
                <Button variant="ghost" size="icon" className="m-2" onClick={() => setDeleting(c)} aria-label={`Slet kategorien ${c.name}`}>
                  <Trash2Icon />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {creating && <CategoryFormDialog onOpenChange={(o) => !o && setCreating(false)} />}
      {deleting && (
        <ConfirmDialog
          title="Slet kategori"
          description={
            deleting.file_count > 0
              ? `Kategorien ${deleting.name} indeholder filer og kan ikke slettes. Slet først filerne.`
              : `Er du sikker på, at du vil slette kategorien ${deleting.name}?`
          }
          disabled={deleting.file_count > 0}
          failure={(reason) => <FailureAlertText title="Kunne ikke slette kategori" reason={reason} />}
          onConfirm={() => untilSynced(deleteCategory(deleting.id))}
          onOpenChange={(o) => !o && setDeleting(null)}
        />
      )}
    </div>
  )
}
