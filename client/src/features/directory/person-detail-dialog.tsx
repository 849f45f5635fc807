// The person detail modal: a colleague (public profile; admins also see emergency contact
// and address) or a contact (all its fields, ratings).
import { Link } from 'react-router-dom'
import { BuildingIcon, GlobeIcon, HeartPulseIcon, MailIcon, MapPinIcon, PhoneIcon, StarIcon, StickyNoteIcon, TagIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { IconDetail } from '@/components/icon-detail'
import { Avatar } from '@/features/profile/avatar'
import { formatAddress } from '@/features/profile/profile-display'
import type { Entry } from './directory-entries'
import { RatingSummary } from './star-rating'
import { useProfileDetails } from './use-directory'

const tel = (phone: string) => <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>

export function PersonDetailDialog({ entry, onClose, onRatings }: { entry: Entry; onClose: () => void; onRatings?: () => void }) {
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader className="flex-row items-center gap-3 text-left">
          <Avatar name={entry.name} image={entry.kind === 'profile' ? entry.person.image : null} color={entry.person.color} className="size-12" />
          <div className="grid min-w-0 gap-1">
            <DialogTitle className="break-words">{entry.name}</DialogTitle>
            <DialogDescription>{entry.roleText}</DialogDescription>
          </div>
        </DialogHeader>
        {entry.kind === 'profile' ? <ProfileDetails entry={entry} /> : <ContactDetails entry={entry} onRatings={onRatings} />}
      </DialogContent>
    </Dialog>
  )
}

function ProfileDetails({ entry }: { entry: Extract<Entry, { kind: 'profile' }> }) {
  const p = entry.person
  const details = useProfileDetails(p.user_id)
  const address = details ? formatAddress(details) : null
  const certs = (p.certifications ?? []).filter((c) => c?.name)
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3">
        {p.phone && <IconDetail className="text-sm" icon={PhoneIcon} label="Telefon">{tel(p.phone)}</IconDetail>}
        {p.email && <IconDetail className="text-sm" icon={MailIcon} label="E-mail"><a href={`mailto:${p.email}`}>{p.email}</a></IconDetail>}
        {details && (details.emergency_contact_name || details.emergency_contact_phone) && (
          <IconDetail className="text-sm" icon={HeartPulseIcon} label="Nødkontakt">
            {details.emergency_contact_name} {details.emergency_contact_phone && tel(details.emergency_contact_phone)}
          </IconDetail>
        )}
        {address && <IconDetail className="text-sm" icon={MapPinIcon} label="Adresse">{address}</IconDetail>}
        {certs.length > 0 && (
          <IconDetail className="text-sm" icon={StarIcon} label="Certificeringer">
            {certs.map((c) => c.name).join(', ')}
          </IconDetail>
        )}
      </dl>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={`/profile/${p.user_id}`}>Se profil</Link>
      </Button>
    </div>
  )
}

function ContactDetails({ entry, onRatings }: { entry: Extract<Entry, { kind: 'contact' }>; onRatings?: () => void }) {
  const c = entry.person
  const address = formatAddress(c)
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3">
        {c.company && <IconDetail className="text-sm" icon={BuildingIcon} label="Firma">{c.company}</IconDetail>}
        {c.company_url && (
          <IconDetail className="text-sm" icon={GlobeIcon} label="Hjemmeside">
            <a href={c.company_url} target="_blank" rel="noopener noreferrer">{c.company_url.replace(/^https?:\/\//, '')}</a>
          </IconDetail>
        )}
        {c.phone && <IconDetail className="text-sm" icon={PhoneIcon} label="Telefon">{tel(c.phone)}</IconDetail>}
        {c.email && <IconDetail className="text-sm" icon={MailIcon} label="E-mail"><a href={`mailto:${c.email}`}>{c.email}</a></IconDetail>}
        {address && <IconDetail className="text-sm" icon={MapPinIcon} label="Adresse">{address}</IconDetail>}
        {c.category && <IconDetail className="text-sm" icon={TagIcon} label="Kategori">{c.category}</IconDetail>}
        {c.notes && <IconDetail className="text-sm" icon={StickyNoteIcon} label="Noter"><span className="whitespace-pre-line">{c.notes}</span></IconDetail>}
        <IconDetail className="text-sm" icon={StarIcon} label="Vurdering">
          <RatingSummary average={c.average_rating} count={c.rating_count} />
        </IconDetail>
      </dl>
      {onRatings && (
        <Button variant="outline" className="justify-self-start" onClick={onRatings}>
          Se og giv vurderinger
        </Button>
      )}
    </div>
  )
}
