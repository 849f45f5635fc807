// A contact's ratings (authors shown by name) and the viewer's own rating: 1-5 stars,
// default 5, optional comment, editable — one per user, enforced by the server.
import { useId, useState, type FormEvent } from 'react'
import { usePGlite } from '@/db/pages-db'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { useCurrentUser } from '@/auth/current-user'
import { untilSynced } from '@/offline/until-synced'
import { RATING_DEFAULT, ratingInput } from '../../../../sync/inputs/directory'
import { rateContact } from './directory-api'
import type { ContactPerson } from './directory-entries'
import { RatingSummary, StarPicker, Stars } from './star-rating'
import { useRatings } from './use-directory'

const when = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric' })

export function RatingsDialog({ contact, onClose }: { contact: ContactPerson; onClose: () => void }) {
  const ratings = useRatings(contact.id)
  const { id: me } = useCurrentUser()
  const mine = ratings?.find((r) => r.user_id === me)
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Vurderinger af {contact.full_name}</DialogTitle>
          <DialogDescription asChild>
            <div>
              <RatingSummary average={contact.average_rating} count={contact.rating_count} />
            </div>
          </DialogDescription>
        </DialogHeader>
        {ratings && <OwnRatingForm contactId={contact.id} initial={mine} />}
        <section aria-label="Alle vurderinger" className="grid gap-3">
          {ratings?.length === 0 && <p className="text-muted-foreground text-sm">Ingen vurderinger endnu</p>}
          <ul className="grid gap-3">
            {ratings?.map((r) => (
              <li key={r.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{r.user_id === me ? `${r.author_name} (dig)` : r.author_name}</span>
                  <span className="flex items-center gap-2">
                    <Stars value={r.rating} />
                    <span className="sr-only">{r.rating} af 5 stjerner</span>
                    <span className="text-muted-foreground text-xs">{when.format(new Date(r.updated_at))}</span>
                  </span>
                </div>
                {r.comment && <p className="whitespace-pre-line">{r.comment}</p>}
              </li>
            ))}
          </ul>
        </section>
      </DialogContent>
    </Dialog>
  )
}

function OwnRatingForm({ contactId, initial }: { contactId: string; initial?: { rating: number; comment: string | null } }) {
  const db = usePGlite()
  const id = useId()
  const [rating, setRating] = useState(initial?.rating ?? RATING_DEFAULT)
  const [comment, setComment] = useState(initial?.comment ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setError(null)
    setSaved(false)
    const parsed = ratingInput.safeParse({ rating, comment })
    if (!parsed.success) return setError(parsed.error.issues[0].message)
    setBusy(true)
    try {
      await untilSynced(db, await rateContact(contactId, parsed.data))
      setSaved(true)
    } catch {
      setError('Kunne ikke gemme vurdering. Prøv igen.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="bg-muted/40 grid gap-3 rounded-md border p-3" aria-label="Din vurdering">
      <p className="text-sm font-medium">{initial ? 'Ret din vurdering' : 'Giv din vurdering'}</p>
      <StarPicker name={`${id}-stars`} value={rating} onChange={(v) => (setRating(v), setSaved(false))} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-comment`}>Kommentar (valgfri)</Label>
        <Textarea id={`${id}-comment`} rows={2} value={comment} onChange={(e) => (setComment(e.target.value), setSaved(false))} />
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Gemmer...' : 'Gem vurdering'}
        </Button>
        {saved && (
          <span role="status" className="text-muted-foreground text-sm">
            Vurderingen er gemt
          </span>
        )}
      </div>
    </form>
  )
}
