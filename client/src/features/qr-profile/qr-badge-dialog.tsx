// A person's badge with the QR code of their public profile: printed, or saved as a picture
// (PNG). Everyone gets their own; admins get anyone's and can give a new code (a lost badge):
// the old code stops working at once.
import { useEffect, useState } from 'react'
import { DownloadIcon, PrinterIcon, QrCodeIcon, RefreshCwIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useCompanyConfig } from '@/features/company/use-company-config'
import { useUntilSynced } from '@/offline/use-until-synced'
import { badgeHtml } from './badge-html'
import { renewQrCode } from './qr-api'
import { qrProfileUrl } from './qr-url'
import { errorMessage } from '@/lib/api'

const QR_UNAVAILABLE = 'QR-koden kunne ikke vises. Tjek din forbindelse og prøv igen.'

export interface BadgePerson {
  user_id: string
  full_name: string | null
  name: string | null
  title: string | null
  image: string | null
  qr_code: string | null
}

export function QrBadgeButton({ profile, canRenew }: { profile: BadgePerson; canRenew: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <QrCodeIcon aria-hidden />
        QR-kort
      </Button>
      {open && <QrBadgeDialog profile={profile} canRenew={canRenew} onClose={() => setOpen(false)} />}
    </>
  )
}

function QrBadgeDialog({ profile, canRenew, onClose }: { profile: BadgePerson; canRenew: boolean; onClose: () => void }) {
  const untilSynced = useUntilSynced()
  const { companyName } = useCompanyConfig()
  const [svg, setSvg] = useState<string | null>(null)
  const [png, setPng] = useState<string | null>(null)
  const [confirmRenew, setConfirmRenew] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [qrFailed, setQrFailed] = useState(false)
  const url = profile.qr_code ? qrProfileUrl(window.location.origin, profile.qr_code) : null
  const name = profile.full_name || profile.name || 'Ukendt'

  useEffect(() => {
    if (!url) return
    let active = true
    // The QR encoder loads when a badge is first shown, not with the app: offline before the
    // service worker has stored it, that load fails, and the dialog says so instead of waiting.
    import('qrcode')
      .then(({ default: QRCode }) =>
        Promise.all([
          QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }).then((s) => active && setSvg(s)),
          QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 600 }).then((d) => active && setPng(d)),
        ]),
      )
      .catch(() => active && setQrFailed(true))
    return () => {
      active = false
    }
  }, [url])

  function print() {
    if (!svg || !url) return
    const w = window.open('', '_blank', 'width=480,height=360')
    if (!w) return setError('Vinduet til udskrift blev blokeret. Tillad pop op-vinduer og prøv igen.')
    w.document.write(badgeHtml({ companyName, name, title: profile.title ?? '', imageUrl: profile.image, qrSvg: svg, url }))
    w.document.close()
  }

  async function renew() {
    setBusy(true)
    setError(null)
    try {
      await untilSynced(renewQrCode(profile.user_id))
      setConfirmRenew(false)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>QR-kort for {name}</DialogTitle>
          <DialogDescription>Koden åbner en offentlig side med navn, telefon, nødkontakt og certifikater.</DialogDescription>
        </DialogHeader>
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <div className="grid justify-items-center gap-2">
          {svg ? (
            <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={`QR-kode til ${name}s profil`} className="size-48" />
          ) : qrFailed ? (
            <p role="alert" className="text-destructive text-center text-sm">
              {QR_UNAVAILABLE}
            </p>
          ) : (
            <div className="bg-muted size-48 animate-pulse rounded" aria-hidden />
          )}
          {url && <p className="text-muted-foreground text-center text-xs break-all">{url}</p>}
        </div>
        {confirmRenew && (
          <Alert>
            <AlertDescription>Den nuværende kode holder op med at virke, og gamle kort skal udskiftes. Fortsæt?</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          {confirmRenew ? (
            <>
              <Button variant="outline" disabled={busy} onClick={() => setConfirmRenew(false)}>
                Annuller
              </Button>
              <Button variant="destructive" disabled={busy} onClick={renew}>
                {busy ? 'Laver ny kode...' : 'Lav ny kode'}
              </Button>
            </>
          ) : (
            <>
              {canRenew && (
                <Button variant="outline" onClick={() => setConfirmRenew(true)}>
                  <RefreshCwIcon aria-hidden />
                  Ny kode
                </Button>
              )}
              {png && (
                <Button variant="outline" asChild>
                  <a href={png} download={`qr-kort-${name.replace(/[^\p{L}\p{N}]+/gu, '-')}.png`}>
                    <DownloadIcon aria-hidden />
                    Hent som billede
                  </a>
                </Button>
              )}
              <Button onClick={print} disabled={!svg}>
                <PrinterIcon aria-hidden />
                Udskriv kort
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
