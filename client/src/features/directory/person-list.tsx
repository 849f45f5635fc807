// Cards for the people of a directory page. Only contacts (never colleagues' profiles) can
// be edited or deleted here, and only by their creator or an admin (the server's rule).
import { MailIcon, PencilIcon, PhoneIcon, StarIcon, Trash2Icon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useCurrentUser } from '@/auth/current-user'
import { Avatar } from '@/features/profile/avatar'
import { contactRules } from '../../../../sync/permissions'
import type { ContactPerson, Entry } from './directory-entries'
import { RatingSummary } from './star-rating'

export interface PersonActions {
  onOpen(entry: Entry): void
  onRate(contact: ContactPerson): void
  onEdit(contact: ContactPerson): void
  onDelete(contact: ContactPerson): void
}

export function PersonList({ entries, actions, emptyText }: { entries: Entry[]; actions: PersonActions; emptyText: string }) {
  const { viewer } = useCurrentUser()
  if (entries.length === 0) return <p className="text-muted-foreground text-sm">{emptyText}</p>
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Personer">
      {entries.map((entry) => {
        const p = entry.person
        const contact = entry.kind === 'contact' ? entry.person : null
        const row = contact ? { id: contact.id, created_by: contact.created_by } : undefined
        return (
          <li key={entry.key}>
            <Card className="h-full gap-3 px-4 py-4">
              <button
                type="button"
                className="focus-visible:ring-ring/50 flex min-w-0 items-center gap-3 rounded-md text-left outline-none focus-visible:ring-[3px]"
                onClick={() => actions.onOpen(entry)}
              >
                <Avatar name={entry.name} image={entry.kind === 'profile' ? entry.person.image : null} color={p.color} className="size-11" />
                <span className="grid min-w-0">
                  <span className="truncate font-medium">{entry.name}</span>
                  <span className="text-muted-foreground truncate text-xs">
                    {entry.roleText}
                    {contact?.company ? ` · ${contact.company}` : ''}
                  </span>
                </span>
              </button>
              {/* Each link at least 24 px tall, the smallest target WCAG 2.2 (2.5.8) allows. */}
              <div className="grid text-xs">
                {p.phone && (
                  <a href={`tel:${p.phone.replace(/\s/g, '')}`} className="flex min-h-6 items-center gap-1.5 truncate">
                    <PhoneIcon className="size-3.5" aria-hidden />
                    {p.phone}
                  </a>
                )}
                {p.email && (
                  <a href={`mailto:${p.email}`} className="flex min-h-6 items-center gap-1.5 truncate">
                    <MailIcon className="size-3.5" aria-hidden />
                    {p.email}
                  </a>
                )}
                {contact && <RatingSummary average={contact.average_rating} count={contact.rating_count} />}
              </div>
              {contact && (
                <div className="mt-auto flex flex-wrap gap-1">
                  <Button size="sm" variant="outline" onClick={() => actions.onRate(contact)} aria-label={`Vurder ${entry.name}`}>
                    <StarIcon aria-hidden />
                    Vurder
                  </Button>
                  {contactRules.update.test(viewer, row) && (
                    <Button size="icon" variant="ghost" onClick={() => actions.onEdit(contact)} aria-label={`Rediger ${entry.name}`}>
                      <PencilIcon />
                    </Button>
                  )}
                  {contactRules.delete.test(viewer, row) && (
                    <Button size="icon" variant="ghost" onClick={() => actions.onDelete(contact)} aria-label={`Slet ${entry.name}`}>
                      <Trash2Icon />
                    </Button>
                  )}
                </div>
              )}
            </Card>
          </li>
        )
      })}
    </ul>
  )
}
