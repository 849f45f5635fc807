// /handbooks/{category}: the files of one category — search (names and PDF text), upload,
// download, delete (editors or the uploader) and back to /handbooks.
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { ArrowLeftIcon, UploadIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/page-header'
import { useCurrentUser } from '@/auth/current-user'
import { useUntilSynced } from '@/offline/use-until-synced'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { FailureAlertText } from '@/components/form-fields'
import { PlaceholderCard } from '@/components/placeholders'
import { handbookRules } from '../../../../sync/permissions/handbooks'
import { deleteHandbook } from './handbooks-api'
import { HandbookItem } from './handbook-item'
import { SearchBox } from './search-box'
import { UploadDialog } from './upload-dialog'
import { useCategoryByName, useHandbooks, type CategoryRow, type HandbookRow } from './use-handbooks'

const BackLink = () => (
  <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
    <Link to="/handbooks">
      <ArrowLeftIcon aria-hidden />
      Tilbage
    </Link>
  </Button>
)

export function HandbookCategoryPage() {
  const name = useParams().category ?? ''
  const category = useCategoryByName(name)
  if (category === undefined) return <Skeleton className="h-40" aria-busy="true" aria-label="Indlæser kategori" />
  if (category === null)
    return (
      <div className="mx-auto max-w-4xl">
        <BackLink />
        <PageHeader title="Kategorien blev ikke fundet" description={`Der findes ingen kategori med navnet »${name}«.`} />
      </div>
    )
  return <CategoryFiles key={category.id} category={category} />
}

function CategoryFiles({ category }: { category: CategoryRow }) {
  const untilSynced = useUntilSynced()
  const { viewer } = useCurrentUser()
  const [search, setSearch] = useState('')
  const files = useHandbooks(category.id, search)
  const [uploading, setUploading] = useState(false)
  const [deleting, setDeleting] = useState<HandbookRow | null>(null)

  return (
    <div className="mx-auto max-w-4xl">
      <BackLink />
      <PageHeader
        title={category.name}
        description={category.description}
        actions={
          handbookRules.create.test(viewer) && (
            <Button onClick={() => setUploading(true)}>
              <UploadIcon aria-hidden />
              Upload fil
            </Button>
          )
        }
      />
      <SearchBox label="Søg i filer" value={search} onChange={setSearch} />
      {!files ? (
        <Skeleton className="h-24" aria-busy="true" aria-label="Indlæser filer" />
      ) : files.length === 0 ? (
        <PlaceholderCard>{search.trim() ? 'Ingen filer matcher søgningen' : 'Ingen filer endnu'}</PlaceholderCard>
      ) : (
        <ul className="grid gap-2" aria-label={`Filer i ${category.name}`}>
          {files.map((h) => (
            <HandbookItem key={h.id} handbook={h} canDelete={handbookRules.delete.test(viewer, { user_id: h.user_id })} onDelete={() => setDeleting(h)} />
          ))}
        </ul>
      )}
      {uploading && <UploadDialog categoryId={category.id} onOpenChange={(o) => !o && setUploading(false)} />}
      {deleting && (
        <ConfirmDialog
          title="Slet fil"
          description={`Er du sikker på, at du vil slette ${deleting.name}? Det kan ikke fortrydes.`}
          failure={(reason) => <FailureAlertText title="Failed to delete file" reason={reason} />}
          onConfirm={() => untilSynced(deleteHandbook(deleting.id))}
          onOpenChange={(o) => !o && setDeleting(null)}
        />
      )}
    </div>
  )
}
