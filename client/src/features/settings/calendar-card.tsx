// My secret calendar addresses (personal and company-wide) to subscribe to in Outlook or
// Google: copy, make anew (the old address stops working) or revoke. Fetched when shown,
// never synced or stored in the browser: whoever has the address can read the calendar.
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { CopyIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { apiRequest, isQueued, UNKNOWN_ERROR } from '@/lib/api'
import type { CalendarAddresses } from '../../../../sync/inputs/calendar'

function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => toast.success('Adressen er kopieret'),
      () => toast.error('Kunne ikke kopiere. Markér adressen og kopiér den selv.'),
    )
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} className="min-w-0 font-mono text-xs" />
        <Button type="button" variant="outline" size="icon" onClick={copy} aria-label={`Kopiér ${label.toLowerCase()}`}>
          <CopyIcon aria-hidden />
        </Button>
      </div>
    </div>
  )
}

export function CalendarCard() {
  const [feed, setFeed] = useState<CalendarAddresses | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<'new' | 'revoke' | null>(null)
  useEffect(() => {
    apiRequest<CalendarAddresses>('GET', '/api/calendar').then(setFeed, (e: Error) => setError(e.message))
  }, [])
  async function change(method: 'POST' | 'DELETE') {
    try {
      setFeed(await apiRequest<CalendarAddresses>(method, '/api/calendar'))
    } catch (err) {
      // A secret is no use until the server has made it: say so instead of waiting offline.
      throw isQueued(err) ? new Error('Du er offline. Prøv igen, når forbindelsen er tilbage.') : err
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Kalender</CardTitle>
        <CardDescription>
          Abonnér på din kalender i Outlook, Google eller på telefonen: arrangementer, din godkendte ferie, møder du deltager i og dine frister. Adressen er
          personlig – del den ikke.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error && <p className="text-destructive text-sm">{error}</p>}
        {!feed && !error && <p className="text-muted-foreground text-sm">Indlæser...</p>}
        {feed?.personal_url && <CopyField id="calendar-personal" label="Min kalender" value={feed.personal_url} />}
        {feed?.company_url && <CopyField id="calendar-company" label="Fælles kalender (arrangementer og ferie)" value={feed.company_url} />}
        {feed && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => (feed.personal_url ? setConfirm('new') : change('POST').catch((e: Error) => toast.error(e.message)))}>
              {feed.personal_url ? 'Lav ny adresse' : 'Opret kalenderadresse'}
            </Button>
            {feed.personal_url && (
              <Button variant="outline" onClick={() => setConfirm('revoke')}>
                Tilbagekald
              </Button>
            )}
          </div>
        )}
        {confirm && (
          <ConfirmDialog
            title={confirm === 'new' ? 'Lav en ny kalenderadresse?' : 'Tilbagekald kalenderadressen?'}
            description="Den nuværende adresse holder op med at virke, også i de kalendere, der abonnerer på den."
            confirmLabel={confirm === 'new' ? 'Lav ny adresse' : 'Tilbagekald'}
            busyLabel="Gemmer..."
            failure={(reason) => reason || UNKNOWN_ERROR}
            onConfirm={() => change(confirm === 'new' ? 'POST' : 'DELETE')}
            onOpenChange={(open) => !open && setConfirm(null)}
          />
        )}
      </CardContent>
    </Card>
  )
}
