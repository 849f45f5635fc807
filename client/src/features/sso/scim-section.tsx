// "SCIM-provisionering" on the Single sign-on page: the directories that may provision people,
// the tenant URL to give them, and revoking a token (the server checks the admin role).
import { useCallback, useEffect, useState } from 'react'
import { BanIcon, PencilIcon, PlusIcon, UsersIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ConfirmDialog } from '@/components/confirm-dialog'
import type { ScimDirectoryList, ScimDirectoryView } from '../../../../sync/inputs/scim'
import { roleChoiceName } from '../../../../sync/role-labels'
import { ScimDirectoryDialog } from './scim-directory-dialog'
import { listScimDirectories, revokeScimDirectory } from './sso-api'
import { errorReason } from '@/lib/api'

const date = (iso: string) => new Date(iso).toLocaleDateString('da-DK', { day: 'numeric', month: 'long', year: 'numeric' })

export function ScimSection() {
  const [list, setList] = useState<ScimDirectoryList | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [editing, setEditing] = useState<ScimDirectoryView | 'new' | null>(null)
  const [revoking, setRevoking] = useState<ScimDirectoryView | null>(null)

  // Bumped to read the list again after a change; an answer for an older read is dropped.
  const [reads, setReads] = useState(0)
  const load = useCallback(() => setReads((n) => n + 1), [])
  useEffect(() => {
    let current = true
    listScimDirectories().then(
      (directories) => {
        if (!current) return
        setList(directories)
        setFailure(null)
      },
      (error) => {
        if (current) setFailure(`Kunne ikke hente SCIM-forbindelserne: ${errorReason(error)}`)
      },
    )
    return () => void (current = false)
  }, [reads])

  return (
    <section aria-labelledby="scim-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="mr-auto grid gap-1">
          <h2 id="scim-heading" className="text-xl font-semibold">
            SCIM-provisionering
          </h2>
          <p className="text-muted-foreground text-sm">
            Lad Microsoft Entra ID eller Okta oprette medarbejdere, rette deres oplysninger og deaktivere dem, der stopper.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden />
          Ny forbindelse
        </Button>
      </div>
      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}
      {!list && !failure && <Skeleton className="h-24" />}
      {list && (
        <p className="text-sm">
          Tenant-URL: <code className="break-all">{list.baseUrl}</code>
        </p>
      )}
      {list?.directories.length === 0 && <p className="text-muted-foreground">Der er ingen SCIM-forbindelser endnu.</p>}
      <ul className="grid gap-4" aria-label="SCIM-forbindelser">
        {list?.directories.map((d) => (
          <li key={d.id}>
            <DirectoryCard directory={d} onEdit={() => setEditing(d)} onRevoke={() => setRevoking(d)} />
          </li>
        ))}
      </ul>
      {editing && list && (
        <ScimDirectoryDialog
          directory={editing === 'new' ? null : editing}
          baseUrl={list.baseUrl}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            load()
          }}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={`Tilbagekald ${revoking.name}?`}
          description="Tokenet holder op med at virke med det samme. Medarbejderne beholder deres konti; opret en ny forbindelse for at fortsætte provisioneringen."
          confirmLabel="Tilbagekald"
          busyLabel="Tilbagekalder..."
          failure={(reason) => `Kunne ikke tilbagekalde forbindelsen${reason ? `: ${reason}` : ''}`}
          onConfirm={async () => {
            await revokeScimDirectory(revoking.id)
            load()
          }}
          onOpenChange={(open) => !open && setRevoking(null)}
        />
      )}
    </section>
  )
}

function DirectoryCard({ directory: d, onEdit, onRevoke }: { directory: ScimDirectoryView; onEdit: () => void; onRevoke: () => void }) {
  const mappings = Object.entries(d.roleMap)
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center gap-2">
        <UsersIcon aria-hidden className="size-5" />
        <CardTitle className="mr-auto">
          <h3>{d.name}</h3>
        </CardTitle>
        {d.revokedAt ? <Badge variant="outline">Tilbagekaldt {date(d.revokedAt)}</Badge> : <Badge variant="secondary">Aktiv</Badge>}
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">Oprettet</dt>
          <dd>{date(d.createdAt)}</dd>
          <dt className="text-muted-foreground">Medarbejdere</dt>
          <dd>{d.userCount}</dd>
          <dt className="text-muted-foreground">Roller fra grupper</dt>
          <dd>{mappings.length ? mappings.map(([group, role]) => `${group} → ${roleChoiceName(role)}`).join(', ') : 'Ingen'}</dd>
          <dt className="text-muted-foreground">Afdelinger fra grupper</dt>
          <dd>{d.departmentMap.length ? d.departmentMap.map((e) => `${e.group} → ${e.department}`).join(', ') : 'Ingen'}</dd>
        </dl>
        {!d.revokedAt && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onEdit} aria-label={`Ret ${d.name}`}>
              <PencilIcon aria-hidden />
              Ret
            </Button>
            <Button variant="outline" onClick={onRevoke} aria-label={`Tilbagekald ${d.name}`}>
              <BanIcon aria-hidden />
              Tilbagekald
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
