// Push notifications on this device (phone or computer), turned on per device; the same kinds
// as chosen in the notifications card above, must-read always. Lists the person's devices so a
// forgotten one can be removed. Read from the server when shown: subscriptions are never synced.
import { useCallback, useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { listDevices, notificationsDenied, PUSH_TEXTS, pushSupport, removeDevice, thisDevice, turnOff, turnOn, type PushDevice } from './push-device'

const addedOn = new Intl.DateTimeFormat('da-DK', { dateStyle: 'long' })

type State = { here: PushDevice | null; devices: PushDevice[] }

export function PushCard() {
  const support = pushSupport()
  const [state, setState] = useState<State | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      const [here, devices] = await Promise.all([support === 'supported' ? thisDevice() : null, listDevices()])
      setState({ here, devices })
      setError(null)
    } catch (err) {
      setError(err instanceof Error ? err.message : PUSH_TEXTS.failed)
    }
  }, [support])
  useEffect(() => void load(), [load])

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await action()
      toast.success(done)
      setError(null)
    } catch (err) {
      setError(err instanceof Error ? err.message : PUSH_TEXTS.failed)
    } finally {
      setBusy(false)
      await load()
    }
  }

  const explanation = support === 'unsupported' ? PUSH_TEXTS.unsupported : support === 'ios-install' ? PUSH_TEXTS.iosInstall : notificationsDenied() && !state?.here ? PUSH_TEXTS.denied : null

  return (
    <Card id="push" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Push-notifikationer</CardTitle>
        <CardDescription>
          Få besked på telefonen eller computeren, også når intranettet er lukket. Du får de samme notifikationer, som du har valgt ovenfor; nyheder, der skal
          læses, får du altid. Slå det til på hver enhed for sig.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {explanation && <p className="text-muted-foreground text-sm">{explanation}</p>}
        {error && error !== explanation && (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
        {!state && !error && <p className="text-muted-foreground text-sm">Indlæser...</p>}
        {state && support === 'supported' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm">{state.here ? 'Push er slået til på denne enhed.' : 'Push er slået fra på denne enhed.'}</p>
            {state.here ? (
              <Button variant="outline" disabled={busy} onClick={() => run(turnOff, 'Push er slået fra på denne enhed')}>
                {busy ? 'Gemmer...' : 'Slå push fra'}
              </Button>
            ) : (
              <Button disabled={busy} onClick={() => run(turnOn, 'Push er slået til på denne enhed')}>
                {busy ? 'Slår til...' : 'Slå push til'}
              </Button>
            )}
          </div>
        )}
        {state && state.devices.length > 0 && (
          <section aria-labelledby="push-devices" className="grid gap-2">
            <h3 id="push-devices" className="text-sm font-medium">
              Enheder med push
            </h3>
            <ul className="grid gap-2">
              {state.devices.map((d) => {
                const name = d.id === state.here?.id ? `${d.device_label} (denne enhed)` : d.device_label
                return (
                  <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span>
                      {name} <span className="text-muted-foreground">· slået til {addedOn.format(new Date(d.created_at))}</span>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={`Fjern ${name}`}
                      onClick={() => run(() => (d.id === state.here?.id ? turnOff() : removeDevice(d.id)), 'Enheden får ikke længere push')}
                    >
                      Fjern
                    </Button>
                  </li>
                )
              })}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  )
}
