// Admins: who has access to this building (active grants only), granting to a selected
// person, and revoking. Revoked grants leave the synced shape, so they vanish from the list.
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlusIcon, UserXIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { SelectField } from '@/components/form-fields'
import { useUntilSynced } from '@/offline/use-until-synced'
import { grantAccessInput, type GrantAccessInput } from '../../../../sync/inputs/buildings'
import { grantAccess, revokeAccess } from './buildings-api'
import { formatDateTime } from './building-display'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { FailureAlertText } from '@/components/form-fields'
import { useBuildingAccess, useGrantablePeople, type AccessRow } from './use-buildings'

export function AccessPanel({ buildingId, buildingName }: { buildingId: string; buildingName: string }) {
  const untilSynced = useUntilSynced()
  const id = useId()
  const access = useBuildingAccess(buildingId)
  const people = useGrantablePeople(buildingId)
  const form = useForm<GrantAccessInput>({ resolver: zodResolver(grantAccessInput), defaultValues: { user_id: '' } })
  const [failure, setFailure] = useState<string | null>(null)
  const busy = form.formState.isSubmitting
  const [revoking, setRevoking] = useState<AccessRow | null>(null)

  async function grant({ user_id }: GrantAccessInput) {
    setFailure(null)
    try {
      await untilSynced(grantAccess(buildingId, user_id))
      form.reset()
    } catch (e) {
      setFailure(e instanceof Error ? e.message : '')
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Brugeradgang
      </h3>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(grant)} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <SelectField control={form.control} name="user_id" label="Bruger" className="content-start">
            <option value="">Vælg en bruger</option>
            {people?.map((p) => (
              <option key={p.user_id} value={p.user_id}>
                {p.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={busy}>
            <UserPlusIcon aria-hidden />
            {busy ? 'Giver adgang...' : 'Giv adgang'}
          </Button>
        </form>
      </Form>
      {failure !== null && (
        <Alert variant="destructive">
          <AlertDescription>
            <FailureAlertText title="Kunne ikke tildele adgang" reason={failure} />
          </AlertDescription>
        </Alert>
      )}
      {access && access.length === 0 && <p className="text-muted-foreground text-sm">Ingen brugere har adgang endnu.</p>}
      <ul className="grid gap-2" aria-label={`Brugere med adgang til ${buildingName}`}>
        {access?.map((a) => (
          <li key={a.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
            <span className="grid min-w-0">
              <span className="truncate font-medium">{a.user_name}</span>
              <span className="text-muted-foreground text-xs">Adgang siden {formatDateTime(a.granted_at)}</span>
            </span>
            <Button size="sm" variant="outline" onClick={() => setRevoking(a)} aria-label={`Tilbagekald adgang for ${a.user_name}`}>
              <UserXIcon aria-hidden />
              Tilbagekald
            </Button>
          </li>
        ))}
      </ul>
      {revoking && (
        <ConfirmDialog
          title="Tilbagekald adgang"
          description={`${revoking.user_name} kan derefter ikke længere se koderne til ${buildingName}.`}
          confirmLabel="Tilbagekald"
          busyLabel="Tilbagekalder..."
          failure={(reason) => <FailureAlertText title="Kunne ikke tilbagekalde adgang" reason={reason} />}
          onConfirm={() => untilSynced(revokeAccess(buildingId, revoking.id))}
          onOpenChange={(open) => !open && setRevoking(null)}
        />
      )}
    </section>
  )
}
