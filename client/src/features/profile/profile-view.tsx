// View mode of the profile page, with its English labels (kept as designed) and fallbacks.
import { AwardIcon, Building2Icon, CakeIcon, HeartPulseIcon, MailIcon, MapPinIcon, PhoneIcon, StickyNoteIcon } from 'lucide-react'
import { formatAddress, roleLabel } from './profile-display'
import { Badge } from '@/components/ui/badge'
import { IconDetail } from '@/components/icon-detail'
import { formatDay, isExpired, localDay } from './profile-format'
import type { ProfileRow } from './use-profile'

const muted = (text: string) => <span className="text-muted-foreground">{text}</span>

export function profileHeading(p: ProfileRow, own: boolean) {
  const name = p.full_name?.trim() || p.name?.trim() || (own ? 'Set up your profile' : p.email || 'Ukendt bruger')
  const title = p.title?.trim() || (own ? 'Add your role' : roleLabel(null, p.role))
  return { name, title }
}

export function ProfileView({ profile: p }: { profile: ProfileRow }) {
  const address = formatAddress(p)
  const certs = (p.certifications ?? []).filter((c) => c?.name)
  const today = localDay()
  const expired = (day: string | null | undefined) => isExpired(day, today)
  const emergency = p.emergency_contact_name || p.emergency_contact_phone
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <IconDetail className="gap-0.5" icon={PhoneIcon} label="Phone">
        {p.phone ? <a href={`tel:${p.phone.replace(/\s/g, '')}`}>{p.phone}</a> : muted('No phone number')}
      </IconDetail>
      {p.email && (
        <IconDetail className="gap-0.5" icon={MailIcon} label="Email">
          <a href={`mailto:${p.email}`}>{p.email}</a>
        </IconDetail>
      )}
      {p.department_name && (
        <IconDetail className="gap-0.5" icon={Building2Icon} label="Afdeling">
          {p.department_name}
        </IconDetail>
      )}
      <IconDetail className="gap-0.5" icon={CakeIcon} label="Fødselsdag">
        {p.birthday ? formatDay(p.birthday) : muted('Ikke angivet')}
      </IconDetail>
      {/* Private columns: only the person themself and admins have them at all. */}
      {p.has_private && (
        <>
          <IconDetail className="gap-0.5" icon={HeartPulseIcon} label="Emergency Contact">
            {emergency ? (
              <>
                {p.emergency_contact_name}
                {p.emergency_contact_phone && <span className="text-muted-foreground block">{p.emergency_contact_phone}</span>}
              </>
            ) : (
              muted('No emergency contact')
            )}
          </IconDetail>
          <IconDetail className="gap-0.5" icon={MapPinIcon} label="Address">
            {address ?? muted('Ikke angivet')}
          </IconDetail>
          {p.notes && (
            <IconDetail className="gap-0.5" icon={StickyNoteIcon} label="Notes">
              <span className="whitespace-pre-line">{p.notes}</span>
            </IconDetail>
          )}
        </>
      )}
      <IconDetail icon={AwardIcon} label="Certifications" className="gap-0.5 sm:col-span-2">
        {certs.length === 0 ? (
          muted('Ingen certificeringer')
        ) : (
          <ul className="grid gap-1">
            {certs.map((c, i) => (
              <li key={`${c.name}-${i}`}>
                <span className="font-medium">{c.name}</span>
                {(c.issueDate || c.expiryDate) && (
                  <span className="text-muted-foreground">
                    {c.issueDate && ` · Udstedt ${formatDay(c.issueDate)}`}
                    {c.expiryDate && ` · ${expired(c.expiryDate) ? 'Udløb' : 'Udløber'} ${formatDay(c.expiryDate)}`}
                  </span>
                )}
                {expired(c.expiryDate) && (
                  <Badge variant="destructive" className="ml-2">
                    Udløbet
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </IconDetail>
    </dl>
  )
}
