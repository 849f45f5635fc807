// Sidebar list of colleagues' birthdays, nearest first, live from the local profiles table.
// It is on every page, so the nearest ones come from SQL a page at a time, not all 2,000.
import { useId, useMemo } from 'react'
import { CakeIcon } from 'lucide-react'
import { ShowMore } from '@/components/paged-list/show-more'
import { usePagedLiveQuery } from '@/components/paged-list/use-paged-live-query'
import { cn } from '@/lib/utils'
import { Avatar } from '../profile/avatar'
import { displayName } from '../profile/profile-display'
import { birthdayLabel, monthDay, NEAREST_BIRTHDAYS_SQL, parseBirthday, sortByNextBirthday } from './days-until-birthday'
import { useToday } from './use-today'

interface BirthdayRow {
  user_id: string
  full_name: string | null
  name: string | null
  email: string | null
  image: string | null
  color: string | null
  birthday: string | null
}

const dayMonth = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', timeZone: 'UTC' })

function birthdayDate(value: string): string {
  const p = parseBirthday(value)
  return p ? dayMonth.format(new Date(Date.UTC(2000, p.month - 1, p.day))) : ''
}

const BIRTHDAY_PAGE_SIZE = 10

export function BirthdayWidget() {
  const today = useToday()
  const list = usePagedLiveQuery<BirthdayRow>(NEAREST_BIRTHDAYS_SQL, [monthDay(today)], { pageSize: BIRTHDAY_PAGE_SIZE })
  const headingId = useId()
  const upcoming = useMemo(() => (list.rows ? sortByNextBirthday(list.rows, today) : []), [list.rows, today])

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="flex items-center gap-2 px-1 text-sm font-semibold">
        <CakeIcon className="size-4" aria-hidden />
        Fødselsdage
      </h2>
      {!list.rows ? (
        <p className="text-muted-foreground px-1 text-sm">Indlæser...</p>
      ) : upcoming.length === 0 ? (
        <p className="text-muted-foreground px-1 text-sm">Ingen fødselsdage registreret</p>
      ) : (
        <ul
          className="grid max-h-56 gap-1 overflow-y-auto rounded-md pr-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          // Scrollable: reachable by keyboard so the list can be scrolled without a mouse.
          tabIndex={0}
          aria-label="Kommende fødselsdage"
        >
          {upcoming.map(({ row, days }) => {
            const name = displayName(row)
            const isToday = days === 0
            return (
              <li
                key={row.user_id}
                className={cn(
                  'flex min-w-0 items-center gap-2 rounded-md px-1 py-1 text-sm',
                  isToday && 'bg-amber-100 text-amber-950 dark:bg-amber-900/40 dark:text-amber-100',
                )}
              >
                <Avatar name={name} image={row.image} color={row.color} className="size-7 text-[10px]" />
                <span className="grid min-w-0 flex-1 leading-tight">
                  <span className="truncate">{name}</span>
                  <span className="text-muted-foreground text-xs">{birthdayDate(row.birthday!)}</span>
                </span>
                <span className={cn('shrink-0 text-xs', isToday ? 'font-semibold' : 'text-muted-foreground')}>
                  {birthdayLabel(days)}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <ShowMore list={list} noun="fødselsdage" className="py-0" />
    </section>
  )
}
