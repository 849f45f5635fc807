// Deleting a partner category (admins only on the server); its contacts stay, uncategorised.
import { usePGlite } from '@/db/pages-db'
import { waitUntilGone } from '@/db/wait-for-local-row'
import type { ContactCategory } from '../../../../sync/schema'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { deleteCategory } from './directory-api'

export function DeleteCategoryDialog({ category, onClose, onDeleted }: { category: ContactCategory; onClose: () => void; onDeleted: () => void }) {
  const db = usePGlite()
  return (
    <ConfirmDialog
      title="Slet kategori"
      description={`Er du sikker på, at du vil slette kategorien »${category.name}«? Kontakterne i den bliver liggende uden kategori.`}
      failure={(reason) => (reason ? `Kunne ikke slette kategori: ${reason}` : 'Kunne ikke slette kategori')}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={async () => {
        await deleteCategory(category.id)
        await waitUntilGone(db, 'contact_categories', category.id)
        onDeleted()
      }}
    />
  )
}
