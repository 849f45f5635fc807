// The per-user activity table: posts, projects, comments, news and the total, plus when the
// user was last active (from their sessions on the server). The server sends every user, so
// at 2,000 users only the rendering is paged here.
import { CardContent } from '@/components/ui/card'
import { SectionCard } from '@/components/section-card'
import { ShowMore } from '@/components/paged-list/show-more'
import { usePagedArray } from '@/components/paged-list/use-paged-array'
import type { UserActivity } from './use-analytics'

const ACTIVITY_PAGE_SIZE = 50

const date = new Intl.DateTimeFormat('da-DK', { dateStyle: 'medium', timeStyle: 'short' })
const COLUMNS = ['Opslag', 'Projekter', 'Kommentarer', 'Nyheder', 'I alt'] as const

export function UserActivityTable({ users }: { users: UserActivity[] }) {
  const list = usePagedArray(users, ACTIVITY_PAGE_SIZE)
  return (
    <SectionCard title="Brugeraktivitet">
      <CardContent className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <thead className="text-muted-foreground text-left">
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">Bruger</th>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className="px-2 py-2 text-right font-medium">{c}</th>
              ))}
              <th scope="col" className="py-2 pl-3 font-medium">Sidst aktiv</th>
            </tr>
          </thead>
          <tbody>
            {list.rows!.map((u) => (
              <tr key={u.user_id} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="block font-medium">{u.name || u.email}</span>
                  {u.email && <span className="text-muted-foreground block text-xs">{u.email}</span>}
                </th>
                {[u.posts, u.projects, u.comments, u.news].map((n, i) => (
                  <td key={i} className="px-2 py-2 text-right tabular-nums">{n}</td>
                ))}
                <td className="px-2 py-2 text-right font-semibold tabular-nums">{u.total}</td>
                <td className="text-muted-foreground py-2 pl-3 whitespace-nowrap">
                  {u.last_active_at ? date.format(new Date(u.last_active_at)) : 'Aldrig'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ShowMore list={list} total={users.length} noun="brugere" />
      </CardContent>
    </SectionCard>
  )
}
