// The selected building: its codes (dots until revealed), and for admins the code, access and
// log management. Whether this viewer may reveal follows their synced grants live.
import { useId, useState } from 'react'
import { KeyRoundIcon, LockIcon, MapPinIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { useCurrentUser } from '@/auth/current-user'
import { useUntilSynced } from '@/offline/use-until-synced'
import { canRevealIn } from '../../../../sync/permissions/buildings'
import { AccessPanel } from './access-panel'
import { BuildingFormDialog } from './building-form-dialog'
import { deleteBuilding, deleteCode } from './buildings-api'
import { CodeFormDialog } from './code-form-dialog'
import { CodeItem } from './code-item'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { FailureAlertText } from '@/components/form-fields'
import { RevealLog } from './reveal-log'
import { useBuildingCodes, useMyGrantedBuildings, type BuildingRow, type CodeRow } from './use-buildings'

type Open = { kind: 'edit' } | { kind: 'delete' } | { kind: 'code'; code?: CodeRow } | { kind: 'delete-code'; code: CodeRow } | null

export function BuildingDetail({ building, onDeleted }: { building: BuildingRow; onDeleted: () => void }) {
  const untilSynced = useUntilSynced()
  const id = useId()
  const { id: userId, isAdmin } = useCurrentUser()
  const codes = useBuildingCodes(building.id)
  const granted = useMyGrantedBuildings(userId)
  const canReveal = canRevealIn(isAdmin, granted, building.id)
  const [open, setOpen] = useState<Open>(null)
  const close = (o: boolean) => !o && setOpen(null)

  return (
    <Card className="gap-5" aria-labelledby={`${id}-name`}>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <h2 id={`${id}-name`} className="text-xl font-semibold break-words">
              {building.name}
            </h2>
            {building.address && (
              <p className="text-muted-foreground flex items-center gap-1 text-sm">
                <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
                {building.address}
              </p>
            )}
            {building.description && <p className="text-sm whitespace-pre-line">{building.description}</p>}
          </div>
          {isAdmin && (
            <div className="flex gap-1">
              <Button variant="ghost" size="icon" onClick={() => setOpen({ kind: 'edit' })} aria-label={`Rediger ${building.name}`}>
                <PencilIcon />
              </Button>
              <Button variant="ghost" size="icon" onClick={() => setOpen({ kind: 'delete' })} aria-label={`Slet ${building.name}`}>
                <Trash2Icon />
              </Button>
            </div>
          )}
        </div>

        <section aria-labelledby={`${id}-codes`} className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${id}-codes`} className="flex items-center gap-2 font-semibold">
              <KeyRoundIcon className="size-4" aria-hidden />
              Koder
            </h3>
            {isAdmin && (
              <Button size="sm" onClick={() => setOpen({ kind: 'code' })}>
                <PlusIcon aria-hidden />
                Tilføj kode
              </Button>
            )}
          </div>
          {!canReveal && (
            <Alert>
              <LockIcon aria-hidden />
              <AlertDescription>Du har ikke adgang til koderne i denne bygning. Kontakt en administrator for at få adgang.</AlertDescription>
            </Alert>
          )}
          {codes && codes.length === 0 && <p className="text-muted-foreground text-sm">Ingen koder endnu.</p>}
          <ul className="grid gap-2" aria-label={`Koder til ${building.name}`}>
            {codes?.map((code) => (
              <CodeItem
                key={code.id}
                code={code}
                canReveal={canReveal}
                canManage={isAdmin}
                onEdit={() => setOpen({ kind: 'code', code })}
                onDelete={() => setOpen({ kind: 'delete-code', code })}
              />
            ))}
          </ul>
        </section>

        {isAdmin && <AccessPanel buildingId={building.id} buildingName={building.name} />}
        {isAdmin && <RevealLog buildingId={building.id} />}
      </CardContent>

      {open?.kind === 'edit' && <BuildingFormDialog building={building} onOpenChange={close} />}
      {open?.kind === 'code' && <CodeFormDialog buildingId={building.id} code={open.code} onOpenChange={close} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Slet bygning"
          description={`Er du sikker på, at du vil slette ${building.name}? Bygningens koder og brugeradgange slettes også.`}
          failure={(reason) => <FailureAlertText title="Kunne ikke slette bygning" reason={reason} />}
          onConfirm={async () => {
            await untilSynced(deleteBuilding(building.id))
            onDeleted()
          }}
          onOpenChange={close}
        />
      )}
      {open?.kind === 'delete-code' && (
        <ConfirmDialog
          title="Slet kode"
          description={`Er du sikker på, at du vil slette koden »${open.code.code_type}«?`}
          failure={(reason) => <FailureAlertText title="Kunne ikke slette kode" reason={reason} />}
          onConfirm={() => untilSynced(deleteCode(building.id, open.code.id))}
          onOpenChange={close}
        />
      )}
    </Card>
  )
}
