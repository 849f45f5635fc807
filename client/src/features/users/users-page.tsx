// /users and /user-management: admins only — the server refuses every call
// from anyone else with 403; this page only mirrors that.
import { useDeferredValue, useState } from 'react'
import { CheckCircle2Icon, SearchIcon, UserPlusIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { PageHeader } from '@/components/page-header'
import { ShowMore } from '@/components/paged-list/show-more'
import { useCurrentUser } from '@/auth/current-user'
import { AdminOnly } from '@/features/admin/admin-only'
import { displayName } from '@/features/profile/profile-display'
import { DepartmentsCard } from '@/features/departments/departments-card'
import { useUntilSynced } from '@/offline/use-until-synced'
import { CreateUserDialog, type CreatedNotice } from './create-user-dialog'
import { DeleteUserDialog } from './delete-user-dialog'
import { EraseUserDialog } from './erase-user-dialog'
import { DeactivateUserDialog } from './deactivate-user-dialog'
import { SetPasswordDialog } from './set-password-dialog'
import { reactivateUser, resendInvite, setUserRole } from './users-api'
import { UsersTable } from './users-table'
import { roleName } from '../../../../sync/role-labels'
import { useUserCount, useUsers, type UserRow } from './use-users'

type Notice = { kind: 'ok' | 'error'; text: string }

export function UsersPage({ deniedText }: { deniedText?: string }) {
  return (
    <AdminOnly deniedText={deniedText}>
      <UserAdministration />
    </AdminOnly>
  )
}

function UserAdministration() {
  const untilSynced = useUntilSynced()
  const { id: meId } = useCurrentUser()
  const [query, setQuery] = useState('')
  // Typing stays responsive: the list follows the search a moment later.
  const search = useDeferredValue(query)
  const users = useUsers(search)
  const total = useUserCount(search)
  const shown = users.rows
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<UserRow | null>(null)
  const [erasing, setErasing] = useState<UserRow | null>(null)
  const [deactivating, setDeactivating] = useState<UserRow | null>(null)
  const [settingPassword, setSettingPassword] = useState<UserRow | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)

  /** An action on one user's row: the row is busy meanwhile, and the outcome is the notice. */
  async function act(user: UserRow, action: () => Promise<unknown>, done: string, failed: (error: unknown) => string) {
    setBusyId(user.user_id)
    setNotice(null)
    try {
      await action()
      setNotice({ kind: 'ok', text: done })
    } catch (e) {
      setNotice({ kind: 'error', text: failed(e) })
    } finally {
      setBusyId(null)
    }
  }
  const messageOr = (fallback: string) => (e: unknown) => (e instanceof Error ? e.message : fallback)

  const changeRole = (user: UserRow, role: 'user' | 'admin') =>
    act(
      user,
      () => untilSynced(setUserRole(user.user_id, role)),
      `Rollen blev opdateret til: ${roleName(role)}`,
      () => 'Kunne ikke opdatere brugerrolle',
    )
  const reactivate = (user: UserRow) =>
    act(
      user,
      () => untilSynced(reactivateUser(user.user_id)),
      `${displayName(user)} er genaktiveret og kan logge ind igen.`,
      messageOr('Kunne ikke genaktivere brugeren'),
    )
  const invite = (user: UserRow) =>
    act(user, () => resendInvite(user.user_id), `Invitation sendt til ${user.email}`, messageOr('Invitationen kunne ikke sendes'))

  function created(n: CreatedNotice) {
    setCreating(false)
    if (n.warning) return setNotice({ kind: 'error', text: n.warning })
    setNotice({
      kind: 'ok',
      text: n.invited
        ? `Brugeren er oprettet, og en invitation er sendt til ${n.email}.`
        : `Brugeren er oprettet. E-mail: ${n.email} · Adgangskode: ${n.password}`,
    })
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <PageHeader
        title="Brugeradministration"
        className="mb-2"
        actions={
          <Button onClick={() => setCreating(true)}>
            <UserPlusIcon aria-hidden />
            Opret bruger
          </Button>
        }
      />
      {notice && (
        <Alert variant={notice.kind === 'error' ? 'destructive' : 'default'} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.kind === 'ok' && <CheckCircle2Icon aria-hidden />}
          <AlertDescription>{notice.text}</AlertDescription>
        </Alert>
      )}
      <div className="relative max-w-sm">
        <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" aria-hidden />
        <Input type="search" aria-label="Søg efter bruger" placeholder="Søg efter navn eller e-mail" className="pl-8" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {!shown ? (
        <Skeleton className="h-64" aria-busy="true" aria-label="Indlæser brugere" />
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">Ingen brugere fundet</p>
      ) : (
        <UsersTable users={shown} meId={meId} busyId={busyId} actions={{ onRole: changeRole, onInvite: invite, onDelete: setDeleting, onErase: setErasing, onDeactivate: setDeactivating, onSetPassword: setSettingPassword, onReactivate: reactivate }} />
      )}
      <ShowMore list={users} total={total} noun="brugere" />
      <DepartmentsCard />
      {creating && <CreateUserDialog onClose={() => setCreating(false)} onCreated={created} />}
      {settingPassword && (
        <SetPasswordDialog
          user={{ user_id: settingPassword.user_id, label: displayName(settingPassword) }}
          onClose={() => setSettingPassword(null)}
          onDone={() => {
            setNotice({ kind: 'ok', text: `Ny adgangskode er sat for ${displayName(settingPassword)}. Personen er logget ud på alle enheder.` })
            setSettingPassword(null)
          }}
        />
      )}
      {deactivating && (
        <DeactivateUserDialog
          user={{ user_id: deactivating.user_id, label: displayName(deactivating) }}
          onClose={() => setDeactivating(null)}
          onDone={() => {
            setNotice({ kind: 'ok', text: `${displayName(deactivating)} er deaktiveret. Opslag og kommentarer bliver stående.` })
            setDeactivating(null)
          }}
        />
      )}
      {erasing && (
        <EraseUserDialog
          user={{ user_id: erasing.user_id, label: displayName(erasing) }}
          onClose={() => setErasing(null)}
          onErased={(lines) => {
            setNotice({ kind: 'ok', text: `Persondata for ${displayName(erasing)} er slettet. ${lines.join(' · ')}` })
            setErasing(null)
          }}
        />
      )}
      {deleting && (
        <DeleteUserDialog
          user={{ user_id: deleting.user_id, label: displayName(deleting) }}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null)
            setNotice({ kind: 'ok', text: 'Profilen er blevet slettet!' })
          }}
        />
      )}
    </div>
  )
}
