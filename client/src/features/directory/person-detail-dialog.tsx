// The person detail modal: a colleague (public profile; admins also see emergency contact
// and address) or a contact (all its fields, ratings).
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { BuildingIcon, GlobeIcon, HeartPulseIcon, MailIcon, MapPinIcon, PhoneIcon, StarIcon, StickyNoteIcon, TagIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Avatar } from '@/features/profile/avatar'
import { formatAddress } from '@/features/profile/profile-display'
import type { Entry } from './directory-entries'
import { RatingSummary } from './star-rating'
import { useProfileDetails } from './use-directory'

function Row({ icon: Icon, label, children }: { icon: typeof PhoneIcon; label: string; children: ReactNode }) {
  return (
    // A <dl> holds only <dt>/<dd> groups, each in at most one <div>: the icon sits in the <dt>.
    <div className="relative grid min-w-0 pl-7 text-sm">
      <dt className="text-muted-foreground text-xs">
        <Icon className="absolute top-0.5 left-0 size-4" aria-hidden />
        {label}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  )
}

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
        {p.phone && <Row icon={PhoneIcon} label="Telefon">{tel(p.phone)}</Row>}
        {p.email && <Row icon={MailIcon} label="E-mail"><a href={`mailto:${p.email}`}>{p.email}</a></Row>}
        {details && (details.emergency_contact_name || details.emergency_contact_phone) && (
          <Row icon={HeartPulseIcon} label="Nødkontakt">
            {details.emergency_contact_name} {details.emergency_contact_phone && tel(details.emergency_contact_phone)}
          </Row>
        )}
        {address && <Row icon={MapPinIcon} label="Adresse">{address}</Row>}
        {certs.length > 0 && (
          <Row icon={StarIcon} label="Certificeringer">
            {certs.map((c) => c.name).join(', ')}
          </Row>
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
        {c.company && <Row icon={BuildingIcon} label="Firma">{c.company}</Row>}
        {c.company_url && (
          <Row icon={GlobeIcon} label="Hjemmeside">
            <a href={c.company_url} target="_blank" rel="noopener noreferrer">{c.company_url.replace(/^https?:\/\//, '')}</a>
          </Row>
        )}
        {c.phone && <Row icon={PhoneIcon} label="Telefon">{tel(c.phone)}</Row>}
        {c.email && <Row icon={MailIcon} label="E-mail"><a href={`mailto:${c.email}`}>{c.email}</a></Row>}
        {address && <Row icon={MapPinIcon} label="Adresse">{address}</Row>}
        {c.category && <Row icon={TagIcon} label="Kategori">{c.category}</Row>}
        {c.notes && <Row icon={StickyNoteIcon} label="Noter"><span className="whitespace-pre-line">{c.notes}</span></Row>}
        <Row icon={StarIcon} label="Vurdering">
          <RatingSummary average={c.average_rating} count={c.rating_count} />
        </Row>
      </dl>
      {onRatings && (
        <Button variant="outline" className="justify-self-start" onClick={onRatings}>
          Se og giv vurderinger
        </Button>
      )}
    </div>
  )
}
