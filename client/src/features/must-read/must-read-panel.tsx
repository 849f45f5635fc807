// Under a news item: the must-read mark and 'Læst og forstået' for everyone; for admins the
// mark itself, who has and has not confirmed (live), and a reminder to those who have not.
import { useState } from 'react'
import { toast } from 'sonner'
import { BellRingIcon, CircleCheckIcon, ShieldAlertIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/auth/current-user'
import { errorMessage, isQueued } from '@/lib/api'
import { displayName } from '../profile/profile-display'
import { formatShortDateTime } from '../news/news-dates'
import { confirmMustRead, markMustRead, remindMustRead, unmarkMustRead } from '../notifications/notifications-api'
import { useReaders, type MustReadState } from './use-must-read'

async function run<T>(write: Promise<T>, done?: (result: T) => void) {
  try {
    done?.(await write)
  } catch (err) {
    if (isQueued(err)) toast.info(err.message)
    else toast.error(errorMessage(err))
  }
}

function Readers({ newsId }: { newsId: string }) {
  const [open, setOpen] = useState(false)
  const readers = useReaders(newsId, true) ?? []
  const missing = readers.filter((r) => !r.confirmed_at)
  const done = readers.length - missing.length
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm" aria-live="polite" data-testid="must-read-progress">
          {done} af {readers.length} har bekræftet
        </span>
        <Button variant="link" size="sm" className="h-auto p-0" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Skjul oversigt' : 'Vis hvem'}
        </Button>
        {missing.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => run(remindMustRead(newsId), (r) => toast.success(r.reminded === 1 ? '1 person er påmindet' : `${r.reminded} personer er påmindet`))}>
            <BellRingIcon aria-hidden />
            Påmind dem, der mangler
          </Button>
        )}
      </div>
      {open && (
        <ul className="grid gap-1 text-sm" aria-label="Bekræftelser">
          {readers.map((r) => (
            <li key={r.user_id} className="flex flex-wrap items-center gap-2">
              {r.confirmed_at ? <CircleCheckIcon className="size-4 text-green-600" aria-hidden /> : <span className="border-muted-foreground size-4 rounded-full border" aria-hidden />}
              <span className="min-w-0 flex-1 truncate">{displayName(r)}</span>
              <span className="text-muted-foreground text-xs">{r.confirmed_at ? `Bekræftet ${formatShortDateTime(r.confirmed_at)}` : 'Mangler'}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function MustReadPanel({ newsId, state }: { newsId: string; state: MustReadState }) {
  const { isAdmin } = useCurrentUser()
  if (!state.mustRead) {
    if (!isAdmin) return null
    return (
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => run(markMustRead(newsId))}>
        <ShieldAlertIcon aria-hidden />
        Markér som skal-læses
      </Button>
    )
  }
  return (
    <section aria-label="Skal læses" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:bg-amber-950/30">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="default">Skal læses</Badge>
        {state.confirmedAt ? (
          <span className="flex items-center gap-1 text-sm">
            <CircleCheckIcon className="size-4 text-green-600" aria-hidden />
            Du har bekræftet: læst og forstået
          </span>
        ) : (
          <Button size="sm" onClick={() => run(confirmMustRead(newsId))}>
            Læst og forstået
          </Button>
        )}
        {isAdmin && (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={() => run(unmarkMustRead(newsId))}>
            Fjern skal-læses
          </Button>
        )}
      </div>
      {isAdmin && <Readers newsId={newsId} />}
    </section>
  )
}
