// Deleting a partner category (admins only on the server); its contacts stay, uncategorised.
import { useUntilSynced } from '@/offline/use-until-synced'
import type { CategoryRow } from './directory-query'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { deleteCategory } from './directory-api'

export function DeleteCategoryDialog({ category, onClose, onDeleted }: { category: CategoryRow; onClose: () => void; onDeleted: () => void }) {
  const untilSynced = useUntilSynced()
  return (
    <ConfirmDialog
      title="Slet kategori"
      description={`Er du sikker på, at du vil slette kategorien »${category.name}«? Kontakterne i den bliver liggende uden kategori.`}
      failure={(reason) => (reason ? `Kunne ikke slette kategori: ${reason}` : 'Kunne ikke slette kategori')}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={async () => {
        await untilSynced(deleteCategory(category.id))
        onDeleted()
      }}
    />
  )
}
