// The user table (spec part 2: user, role, created, actions). Wide tables scroll sideways on
// a phone instead of squeezing the columns.
import { Link } from 'react-router-dom'
import { ArrowDownIcon, ArrowUpIcon, MailIcon, Trash2Icon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Avatar } from '@/features/profile/avatar'
import { displayName } from '@/features/profile/profile-display'
import { isAdminRole } from '../../../../sync/rules'
import { roleName, type UserRow } from './use-users'

const created = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric' })

export interface UserActions {
  onRole(user: UserRow, role: 'user' | 'admin'): void
  onInvite(user: UserRow): void
  onDelete(user: UserRow): void
}

export function UsersTable({ users, meId, busyId, actions }: { users: UserRow[]; meId: string; busyId: string | null; actions: UserActions }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[640px] text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Bruger</th>
            <th scope="col" className="px-3 py-2 font-medium">Rolle</th>
            <th scope="col" className="px-3 py-2 font-medium">Oprettet</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Handlinger</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => {
            const name = displayName(u)
            const admin = isAdminRole(u.role)
            const me = u.user_id === meId
            const busy = busyId === u.user_id
            return (
              <tr key={u.user_id} className="border-t" data-user-email={u.email ?? undefined}>
                <td className="px-3 py-2">
                  <Link to={`/profile/${u.user_id}`} className="flex min-w-0 items-center gap-3 hover:underline">
                    <Avatar name={name} image={u.image} color={u.color} />
                    <span className="grid min-w-0">
                      <span className="truncate font-medium">{name}</span>
                      <span className="text-muted-foreground truncate text-xs">{u.email}</span>
                    </span>
                  </Link>
                </td>
                <td className="px-3 py-2">
                  <Badge variant={admin ? 'default' : 'secondary'}>{roleName(u.role)}</Badge>
                </td>
                <td className="text-muted-foreground px-3 py-2 whitespace-nowrap">{created.format(new Date(u.created_at))}</td>
                <td className="px-3 py-2">
                  {me ? (
                    <p className="text-muted-foreground text-right text-xs">Dig</p>
                  ) : (
                    <div className="flex justify-end gap-1">
                      {admin ? (
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onRole(u, 'user')} aria-label={`Degrader ${name} til bruger`}>
                          <ArrowDownIcon aria-hidden />
                          Degrader
                        </Button>
                      ) : (
                        <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onRole(u, 'admin')} aria-label={`Forfrem ${name} til administrator`}>
                          <ArrowUpIcon aria-hidden />
                          Forfrem
                        </Button>
                      )}
                      <Button size="icon" variant="ghost" disabled={busy} onClick={() => actions.onInvite(u)} aria-label={`Send invitation til ${name}`} title="Send invitation">
                        <MailIcon />
                      </Button>
                      <Button size="icon" variant="ghost" disabled={busy} onClick={() => actions.onDelete(u)} aria-label={`Slet ${name}`} title="Slet">
                        <Trash2Icon />
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
