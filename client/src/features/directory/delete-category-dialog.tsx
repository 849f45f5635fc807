// Deleting a partner category (admins only on the server); its contacts stay, uncategorised.
import { usePGlite } from '@/db/pages-db'
import { untilSynced } from '@/offline/until-synced'
import type { CategoryRow } from './directory-query'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { deleteCategory } from './directory-api'

export function DeleteCategoryDialog({ category, onClose, onDeleted }: { category: CategoryRow; onClose: () => void; onDeleted: () => void }) {
  const db = usePGlite()
  return (
    <ConfirmDialog
      title="Slet kategori"
      description={`Er du sikker på, at du vil slette kategorien »${category.name}«? Kontakterne i den bliver liggende uden kategori.`}
      failure={(reason) => (reason ? `Kunne ikke slette kategori: ${reason}` : 'Kunne ikke slette kategori')}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={async () => {
        await untilSynced(db, await deleteCategory(category.id))
        onDeleted()
      }}
    />
  )
}
