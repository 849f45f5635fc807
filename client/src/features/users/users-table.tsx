// The user table (user, role, created, actions); on a phone each user is a card.
import { Link } from 'react-router-dom'
import { ArrowDownIcon, ArrowUpIcon, EraserIcon, KeyRoundIcon, MailIcon, Trash2Icon, UserCheckIcon, UserXIcon } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { StackedCell, StackedRow, StackedTable } from '@/components/stacked-table'
import { Avatar } from '@/features/profile/avatar'
import { displayName } from '@/features/profile/profile-display'
import { FormerEmployee } from '@/features/profile/former-employee'
import { isAdminRole } from '../../../../sync/rules'
import { roleName } from '../../../../sync/role-labels'
import type { UserRow } from './use-users'

const created = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'short', year: 'numeric' })

export interface UserActions {
  onRole(user: UserRow, role: 'user' | 'admin'): void
  onInvite(user: UserRow): void
  onDelete(user: UserRow): void
  onErase(user: UserRow): void
  onDeactivate(user: UserRow): void
  onSetPassword(user: UserRow): void
  onReactivate(user: UserRow): void
}

export function UsersTable({ users, meId, busyId, actions }: { users: UserRow[]; meId: string; busyId: string | null; actions: UserActions }) {
  return (
    <StackedTable columns={['Bruger', 'Rolle', 'Oprettet', { label: 'Handlinger', end: true }]}>
      {users.map((u) => {
        const name = displayName(u)
        const admin = isAdminRole(u.role)
        const me = u.user_id === meId
        const busy = busyId === u.user_id
        return (
          <StackedRow key={u.user_id} data-user-email={u.email ?? undefined}>
            <StackedCell label="Bruger">
              <Link to={`/profile/${u.user_id}`} className="flex min-w-0 items-center gap-3 hover:underline">
                <Avatar name={name} image={u.image} color={u.color} />
                <span className="grid min-w-0">
                  <span className="truncate font-medium">{name}</span>
                  <span className="text-muted-foreground truncate text-xs">{u.email ?? (u.username ? `Brugernavn: ${u.username}` : null)}</span>
                </span>
              </Link>
            </StackedCell>
            <StackedCell label="Rolle">
              <span className="flex flex-wrap gap-1">
                <Badge variant={admin ? 'default' : 'secondary'}>{roleName(u.role)}</Badge>
                <FormerEmployee since={u.deactivated_at} />
              </span>
            </StackedCell>
            <StackedCell label="Oprettet" className="text-muted-foreground whitespace-nowrap">
              {created.format(new Date(u.created_at))}
            </StackedCell>
            <StackedCell label="Handlinger" end>
              {me ? (
                <p className="text-muted-foreground text-xs sm:text-right">Dig</p>
              ) : u.erased_at ? (
                <p className="text-muted-foreground text-xs sm:text-right">Persondata slettet</p>
              ) : (
                <div className="flex flex-wrap gap-1 sm:justify-end">
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
                  {u.deactivated_at ? (
                    <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onReactivate(u)} aria-label={`Genaktiver ${name}`}>
                      <UserCheckIcon aria-hidden />
                      Genaktiver
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline" disabled={busy} onClick={() => actions.onDeactivate(u)} aria-label={`Deaktiver ${name}`}>
                      <UserXIcon aria-hidden />
                      Deaktiver
                    </Button>
                  )}
                  <Button size="icon" variant="ghost" disabled={busy} onClick={() => actions.onSetPassword(u)} aria-label={`Ny adgangskode til ${name}`} title="Ny adgangskode">
                    <KeyRoundIcon />
                  </Button>
                  <Button size="icon" variant="ghost" disabled={busy || !u.email} onClick={() => actions.onInvite(u)} aria-label={`Send invitation til ${name}`} title="Send invitation">
                    <MailIcon />
                  </Button>
                  <Button size="icon" variant="ghost" disabled={busy} onClick={() => actions.onErase(u)} aria-label={`Slet persondata for ${name}`} title="Slet persondata">
                    <EraserIcon />
                  </Button>
                  <Button size="icon" variant="ghost" disabled={busy} onClick={() => actions.onDelete(u)} aria-label={`Slet ${name}`} title="Slet">
                    <Trash2Icon />
                  </Button>
                </div>
              )}
            </StackedCell>
          </StackedRow>
        )
      })}
    </StackedTable>
  )
}
