// The public profile a QR code on a helmet or site badge opens ("Public profile
// by QR code"). Rendered outside the sign-in gate and the router: whoever scans it sees the
// person's emergency information, and nothing else.
import { useEffect, useState } from 'react'
import { AlertTriangleIcon, AwardIcon, HeartPulseIcon, PhoneIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/spinner'
import { ProfileImage } from '@/features/profile/profile-image'
import { formatDay } from '@/features/profile/profile-format'
import { qrCodeParam } from '../../../../sync/inputs/people'
import { fetchQrProfile, type PublicQrProfile } from './qr-api'

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; profile: PublicQrProfile }

function initialState(search: string): State {
  const parsed = qrCodeParam.safeParse(new URLSearchParams(search).get('qr') ?? '')
  return parsed.success ? { kind: 'loading' } : { kind: 'error', message: parsed.error.issues[0].message }
}

export function QrProfilePage({ search = window.location.search }: { search?: string }) {
  const [state, setState] = useState<State>(() => initialState(search))

  useEffect(() => {
    document.title = 'Profil'
    const code = new URLSearchParams(search).get('qr') ?? ''
    if (!qrCodeParam.safeParse(code).success) return
    let active = true
    fetchQrProfile(code).then(
      ({ profile }) => active && setState({ kind: 'ready', profile }),
      (error: unknown) => active && setState({ kind: 'error', message: error instanceof Error ? error.message : 'Profil blev ikke fundet' }),
    )
    return () => {
      active = false
    }
  }, [search])

  return (
    <main className="bg-muted/40 flex min-h-dvh items-start justify-center p-4 sm:items-center">
      {state.kind === 'loading' && <Spinner label="Indlæser profil..." className="mt-16" />}
      {state.kind === 'error' && (
        <Card className="w-full max-w-sm">
          <CardContent className="grid justify-items-center gap-3 text-center">
            <AlertTriangleIcon className="text-destructive size-8" aria-hidden />
            <h1 className="text-xl font-semibold">Fejl</h1>
            <p role="alert">{state.message}</p>
            <a href="/" className="text-primary text-sm underline-offset-4 hover:underline">
              Tilbage til forsiden
            </a>
          </CardContent>
        </Card>
      )}
      {state.kind === 'ready' && <ProfileCard profile={state.profile} />}
    </main>
  )
}

function ProfileCard({ profile: p }: { profile: PublicQrProfile }) {
  const emergency = p.emergency_contact_name || p.emergency_contact_phone
  return (
    <Card className="w-full max-w-sm">
      <CardContent className="grid gap-5">
        <div className="grid justify-items-center gap-2 text-center">
          <ProfileImage image={p.image} name={p.name} />
          <h1 className="text-xl font-semibold break-words">{p.name}</h1>
          <p className="text-muted-foreground">{p.role}</p>
        </div>
        <dl className="grid gap-3 text-sm">
          <div className="flex gap-3">
            <PhoneIcon className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
            <div>
              <dt className="text-muted-foreground text-xs">Telefon</dt>
              <dd>{p.phone ? <a href={`tel:${p.phone.replace(/\s/g, '')}`}>{p.phone}</a> : 'Ikke angivet'}</dd>
            </div>
          </div>
          <div className="flex gap-3">
            <HeartPulseIcon className="mt-0.5 size-4 shrink-0 text-red-600" aria-hidden />
            <div>
              <dt className="text-muted-foreground text-xs">Nødkontakt</dt>
              <dd>
                {emergency ? (
                  <>
                    {p.emergency_contact_name}
                    {p.emergency_contact_phone && (
                      <a className="block font-medium" href={`tel:${p.emergency_contact_phone.replace(/\s/g, '')}`}>
                        {p.emergency_contact_phone}
                      </a>
                    )}
                  </>
                ) : (
                  'Ikke angivet'
                )}
              </dd>
            </div>
          </div>
        </dl>
        {p.certifications.length > 0 && (
          <section aria-labelledby="qr-certs" className="grid gap-2">
            <h2 id="qr-certs" className="flex items-center gap-2 text-sm font-semibold">
              <AwardIcon className="size-4" aria-hidden />
              Certifikater
            </h2>
            <ul className="grid gap-1 text-sm">
              {p.certifications.map((c, i) => (
                <li key={`${c.name}-${i}`} className="flex flex-wrap justify-between gap-x-3">
                  <span>{c.name}</span>
                  {c.issueDate && <span className="text-muted-foreground">{formatDay(c.issueDate)}</span>}
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  )
}
