// A contact's ratings (authors shown by name) and the viewer's own rating: 1-5 stars,
// default 5, optional comment, editable — one per user, enforced by the server.
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form'
import { FormFailure, TextField } from '@/components/form-fields'
import { useCurrentUser } from '@/auth/current-user'
import { useUntilSynced } from '@/offline/use-until-synced'
import { RATING_DEFAULT, ratingInput, type RatingInput as RatingValues } from '../../../../sync/inputs/directory'
import { FormerEmployee } from '../profile'
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
                  <span className="flex flex-wrap items-center gap-1.5">
                    <span className="font-medium">{r.user_id === me ? `${r.author_name} (dig)` : r.author_name}</span>
                    <FormerEmployee since={r.author_deactivated_at} />
                  </span>
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
  const untilSynced = useUntilSynced()
  const id = useId()
  const form = useForm<RatingValues, unknown, z.output<typeof ratingInput>>({
    resolver: zodResolver(ratingInput),
    defaultValues: { rating: initial?.rating ?? RATING_DEFAULT, comment: initial?.comment ?? '' },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  // 'Vurderingen er gemt' speaks of what was saved: any change after it takes it back.
  const [savedAs, setSavedAs] = useState<RatingValues | null>(null)
  const current = useWatch({ control: form.control })
  const saved = savedAs !== null && current.rating === savedAs.rating && (current.comment ?? '') === (savedAs.comment ?? '')

  async function save(input: z.output<typeof ratingInput>) {
    setFailure(null)
    setSavedAs(null)
    try {
      await untilSynced(rateContact(contactId, input))
      setSavedAs(form.getValues())
    } catch {
      setFailure('Kunne ikke gemme vurdering. Prøv igen.')
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate className="bg-muted/40 grid gap-3 rounded-md border p-3" aria-label="Din vurdering">
        <p className="text-sm font-medium">{initial ? 'Ret din vurdering' : 'Giv din vurdering'}</p>
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem>
              <FormControl>
                <StarPicker name={`${id}-stars`} value={field.value ?? RATING_DEFAULT} onChange={field.onChange} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField control={form.control} name="comment" label="Kommentar (valgfri)" rows={2} />
        <FormFailure message={failure} />
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
    </Form>
  )
}
