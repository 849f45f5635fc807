// /building-access: the list of buildings and the selected one (kept in ?bygning= so a link or
// a reload keeps the selection). Everything renders from local tables and updates live.
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Building2Icon, CheckCircle2Icon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/page-header'
import { LoadingBlocks, PlaceholderCard } from '@/components/placeholders'
import { useCurrentUser } from '@/auth/current-user'
import { cn } from '@/lib/utils'
import { BuildingDetail } from './building-detail'
import { BuildingFormDialog } from './building-form-dialog'
import { useBuildings, useMyGrantedBuildings } from './use-buildings'

export function BuildingAccessPage() {
  const { id: userId, isAdmin } = useCurrentUser()
  const buildings = useBuildings()
  const granted = useMyGrantedBuildings(userId)
  const [params, setParams] = useSearchParams()
  const [adding, setAdding] = useState(false)
  const detailRef = useRef<HTMLDivElement>(null)
  const selectedId = params.get('bygning')
  const selected = buildings?.find((b) => b.id === selectedId) ?? null
  const select = (id: string | null) => setParams(id ? { bygning: id } : {}, { replace: true })

  // On a phone the detail sits below the list: bring it into view when chosen.
  useEffect(() => {
    if (selectedId && window.matchMedia('(max-width: 767px)').matches) detailRef.current?.scrollIntoView({ block: 'start' })
  }, [selectedId])

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Bygningsadgang"
        description="Adgangskoder til firmaets bygninger. Koderne vises først, når du trykker på Vis kode, og hver visning logges."
        actions={
          isAdmin && (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              Tilføj bygning
            </Button>
          )
        }
      />
      {!buildings ? (
        <LoadingBlocks label="Indlæser bygninger" count={3} blockClassName="h-14" />
      ) : buildings.length === 0 ? (
        <PlaceholderCard>Ingen bygninger endnu</PlaceholderCard>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] md:items-start">
          <nav aria-label="Bygninger">
            <ul className="grid gap-2">
              {buildings.map((b) => (
                <li key={b.id}>
                  <button
                    type="button"
                    aria-current={b.id === selectedId ? 'true' : undefined}
                    onClick={() => select(b.id)}
                    className={cn(
                      'focus-visible:ring-ring/50 hover:bg-accent/60 flex w-full items-center gap-3 rounded-lg border p-3 text-left outline-none focus-visible:ring-[3px]',
                      b.id === selectedId && 'border-primary bg-accent',
                    )}
                  >
                    <Building2Icon className="text-muted-foreground size-5 shrink-0" aria-hidden />
                    <span className="grid min-w-0 flex-1">
                      <span className="truncate font-medium">{b.name}</span>
                      <span className="text-muted-foreground text-xs">
                        {b.active_codes === 1 ? '1 kode' : `${b.active_codes} koder`}
                      </span>
                    </span>
                    {!isAdmin && granted.has(b.id) && <CheckCircle2Icon className="size-4 shrink-0 text-emerald-600" aria-label="Du har adgang" />}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div ref={detailRef} className="min-w-0 scroll-mt-4">
            {selected ? (
              <BuildingDetail key={selected.id} building={selected} onDeleted={() => select(null)} />
            ) : (
              <PlaceholderCard>Vælg en bygning for at se dens koder.</PlaceholderCard>
            )}
          </div>
        </div>
      )}
      {adding && <BuildingFormDialog onSaved={(id) => select(id)} onOpenChange={(o) => !o && setAdding(false)} />}
    </div>
  )
}
