// The dialogs both directory pages share (detail, add/edit contact, delete, ratings). The
// dialog keeps only an id and reads that contact live, so numbers shown in an open dialog
// (a new rating's average) update as sync delivers them, whichever page of the list it is on.
import { useState, type ReactNode } from 'react'
import { useUntilSynced } from '@/offline/use-until-synced'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { ContactFormDialog } from './contact-form-dialog'
import { deleteContact } from './directory-api'
import { contactEntry, type Entry } from './directory-entries'
import { PersonDetailDialog } from './person-detail-dialog'
import type { PersonActions } from './person-list'
import { RatingsDialog } from './ratings-dialog'
import { useContact } from './use-directory'

type Open =
  | { kind: 'detail'; entry: Entry }
  | { kind: 'add'; category: string | null }
  | { kind: 'edit' | 'delete' | 'ratings'; id: string }
  | null

export function usePersonDialogs(): {
  actions: PersonActions
  openAdd: (category: string | null) => void
  dialogs: ReactNode
} {
  const untilSynced = useUntilSynced()
  const [open, setOpen] = useState<Open>(null)
  const close = () => setOpen(null)
  const openId =
    !open || open.kind === 'add' ? null : open.kind === 'detail' ? (open.entry.kind === 'contact' ? open.entry.person.id : null) : open.id
  const contact = useContact(openId)

  const actions: PersonActions = {
    onOpen: (entry) => setOpen({ kind: 'detail', entry }),
    onRate: (c) => setOpen({ kind: 'ratings', id: c.id }),
    onEdit: (c) => setOpen({ kind: 'edit', id: c.id }),
    onDelete: (c) => setOpen({ kind: 'delete', id: c.id }),
  }

  let dialogs: ReactNode = null
  if (open?.kind === 'detail') {
    // A contact's card follows live changes; a colleague's comes from the open entry.
    const entry = open.entry.kind === 'contact' && contact ? contactEntry(contact) : open.entry
    dialogs = (
      <PersonDetailDialog
        entry={entry}
        onClose={close}
        onRatings={entry.kind === 'contact' ? () => setOpen({ kind: 'ratings', id: entry.person.id }) : undefined}
      />
    )
  } else if (open?.kind === 'add') {
    dialogs = <ContactFormDialog category={open.category} onClose={close} />
  } else if (open) {
    if (contact && open.kind === 'edit') dialogs = <ContactFormDialog contact={contact} onClose={close} />
    if (contact && open.kind === 'ratings') dialogs = <RatingsDialog contact={contact} onClose={close} />
    if (contact && open.kind === 'delete') {
      dialogs = (
        <ConfirmDialog
          title="Slet kontakt"
          description={`Er du sikker på, at du vil slette ${contact.full_name}? Kontaktens vurderinger slettes også.`}
          failure={(reason) => (reason ? `Kunne ikke slette kontakt: ${reason}` : 'Kunne ikke slette kontakt')}
          onOpenChange={(open) => !open && close()}
          onConfirm={() => untilSynced(deleteContact(contact.id))}
        />
      )
    }
  }
  return { actions, openAdd: (category) => setOpen({ kind: 'add', category }), dialogs }
}
