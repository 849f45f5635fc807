// Erasing a person's data (GDPR article 17). Not the same as deleting: their posts, comments
// and minutes stay, shown as "Slettet bruger"; the answer lists what was deleted and anonymised.
import { usePGlite } from '@/db/pages-db'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { sentStraight } from '@/offline/until-synced'
import { eraseUser } from './users-api'

export function EraseUserDialog({
  user,
  onClose,
  onErased,
}: {
  user: { user_id: string; label: string }
  onClose: () => void
  /** The outcome, one Danish line per kind ("Opslag: 12 anonymiseret"). */
  onErased: (lines: string[]) => void
}) {
  const db = usePGlite()
  return (
    <ConfirmDialog
      title={`Slet persondata for ${user.label}`}
      description={
        <>
          Profil, billede, telefon, fødselsdag, login, enheder, ferie, notifikationer og private transskriptioner slettes, og personen kan ikke
          logge ind igen. Opslag, kommentarer, nyheder og referater bliver stående som «Slettet bruger». Denne handling kan ikke fortrydes.
        </>
      }
      confirmLabel="Slet persondata"
      failure={(reason) => reason || 'Kunne ikke slette persondata. Prøv igen.'}
      onConfirm={async () => {
        const { outcome } = await sentStraight(db, () => eraseUser(user.user_id))
        onErased(outcome.map((line) => line.text))
      }}
      onOpenChange={(open) => !open && onClose()}
    />
  )
}
