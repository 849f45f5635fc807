// Which notices I get, and the daily e-mail digest. Saved at once on each change through the
// outbox (offline too); a queued change is shown until the synced row replaces it.
import { useEffect, useId, useState } from 'react'
import { useLiveQuery } from '@/db/live-query'
import { toast } from 'sonner'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage, isQueued } from '@/lib/api'
import { MUTABLE_NOTIFICATION_KINDS } from '../../../../sync/schema/notifications'
import { NOTIFICATION_KIND_LABELS, type NotificationPreferencesInput } from '../../../../sync/inputs/notifications'
import { saveNotificationPreferences } from '../notifications/notifications-api'

const DEFAULTS: NotificationPreferencesInput = { muted_kinds: [], email_digest: false }

// One query for the synced row and a queued change, so the two can never be seen out of step
// (the outbox row goes in the very transaction that applies the synced one).
const PREFERENCES_SQL = `select coalesce(
    (select body::jsonb from local.outbox where method = 'PUT' and path = '/api/notifications/preferences' order by seq desc limit 1),
    (select jsonb_build_object('muted_kinds', muted_kinds, 'email_digest', email_digest) from notification_preferences limit 1)
  ) as prefs`

function usePreferences(): NotificationPreferencesInput | undefined {
  const row = useLiveQuery<{ prefs: NotificationPreferencesInput | null }>(PREFERENCES_SQL, [])?.rows[0]
  if (!row) return undefined
  return row.prefs ? { muted_kinds: row.prefs.muted_kinds, email_digest: row.prefs.email_digest } : DEFAULTS
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="accent-primary mt-0.5 size-4" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  )
}

export function NotificationPreferencesCard() {
  const id = useId()
  const stored = usePreferences()
  // The click shows at once; the stored value takes over when it says the same.
  const [draft, setDraft] = useState<NotificationPreferencesInput | null>(null)
  useEffect(() => {
    if (draft && JSON.stringify(draft) === JSON.stringify(stored)) setDraft(null)
  }, [draft, stored])
  const prefs = draft ?? stored
  const save = (next: NotificationPreferencesInput) => {
    setDraft(next)
    saveNotificationPreferences(next).catch((err: unknown) => {
      if (isQueued(err)) return
      setDraft(null)
      toast.error(errorMessage(err))
    })
  }
  return (
    <Card id="notifikationer" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Notifikationer</CardTitle>
        <CardDescription>Vælg, hvad du vil have besked om. Nyheder, der skal læses, får du altid besked om.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!prefs && <p className="text-muted-foreground text-sm">Indlæser...</p>}
        {prefs && (
          <>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Giv mig besked, når</legend>
              {MUTABLE_NOTIFICATION_KINDS.map((kind) => (
                <Check
                  key={kind}
                  id={`${id}-${kind}`}
                  label={NOTIFICATION_KIND_LABELS[kind]}
                  checked={!prefs.muted_kinds.includes(kind)}
                  onChange={(on) =>
                    save({ ...prefs, muted_kinds: on ? prefs.muted_kinds.filter((k) => k !== kind) : [...prefs.muted_kinds, kind] })
                  }
                />
              ))}
            </fieldset>
            <Check
              id={`${id}-digest`}
              label="Send mig en daglig e-mail med mine ulæste notifikationer"
              checked={prefs.email_digest}
              onChange={(on) => save({ ...prefs, email_digest: on })}
            />
          </>
        )}
      </CardContent>
    </Card>
  )
}
