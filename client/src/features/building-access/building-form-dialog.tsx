// Add or edit a building (admins). The form checks with the server's own zod schema, so the user
// sees 'Bygningens navn er påkrævet' before anything is sent.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { FormDialog } from '@/components/form-dialog'
import { TextField, titledFailure } from '@/components/form-fields'
import { useUntilSynced } from '@/offline/use-until-synced'
import { buildingInput, type BuildingInput } from '../../../../sync/inputs/buildings'
import { createBuilding, updateBuilding } from './buildings-api'
import type { BuildingRow } from './use-buildings'

export function BuildingFormDialog({
  building,
  onSaved,
  onOpenChange,
}: {
  building?: BuildingRow
  onSaved?: (id: string) => void
  onOpenChange: (open: boolean) => void
}) {
  const untilSynced = useUntilSynced()
  const form = useForm<BuildingInput, unknown, z.output<typeof buildingInput>>({
    resolver: zodResolver(buildingInput),
    defaultValues: { name: building?.name ?? '', address: building?.address ?? '', description: building?.description ?? '' },
  })

  return (
    <FormDialog
      form={form}
      title={building ? 'Rediger bygning' : 'Tilføj bygning'}
      description="Navnet skal udfyldes."
      failure={titledFailure(building ? 'Kunne ikke opdatere bygning' : 'Kunne ikke tilføje bygning')}
      onSave={async (input) => {
        const saved = building ? { ...(await updateBuilding(building.id, input)), building } : await createBuilding(input)
        await untilSynced(saved)
        onSaved?.(saved.building.id)
      }}
      onOpenChange={onOpenChange}
    >
      <TextField control={form.control} name="name" label="Navn" required />
      <TextField control={form.control} name="address" label="Adresse" autoComplete="street-address" />
      <TextField control={form.control} name="description" label="Beskrivelse" rows={3} />
    </FormDialog>
  )
}
