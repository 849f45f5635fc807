// The two fixed category cards of the overview (labels editable, kept in this browser).
import { Link } from 'react-router-dom'
import { HandshakeIcon, PencilIcon, UsersIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FIXED_CATEGORIES } from '../../../../sync/inputs/directory'
import { useFixedLabels, type FixedKey } from './fixed-category-labels'

const ICONS = { employees: UsersIcon, partners: HandshakeIcon }

export function FixedCategoryCards({ counts, onEdit }: { counts: Record<FixedKey, number>; onEdit: (key: FixedKey) => void }) {
  const labels = useFixedLabels()
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(['employees', 'partners'] as const).map((key) => {
        const Icon = ICONS[key]
        return (
          <Card key={key} className="flex-row items-start gap-3 px-4 py-4">
            <Icon className="text-primary mt-0.5 size-6 shrink-0" aria-hidden />
            <Link to={`/employees/categories/${encodeURIComponent(FIXED_CATEGORIES[key])}`} className="grid min-w-0 flex-1 gap-1 hover:underline">
              <span className="font-semibold">{labels[key].name}</span>
              {labels[key].description && <span className="text-muted-foreground text-sm">{labels[key].description}</span>}
              <span className="text-muted-foreground text-xs">{counts[key] === 1 ? '1 person' : `${counts[key]} personer`}</span>
            </Link>
            <Button size="icon" variant="ghost" onClick={() => onEdit(key)} aria-label={`Rediger ${labels[key].name}`}>
              <PencilIcon />
            </Button>
          </Card>
        )
      })}
    </div>
  )
}
