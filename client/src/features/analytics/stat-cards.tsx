// Count cards: one figure each, with a label and an icon.
import type { LucideIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'

export interface Stat {
  label: string
  value: number
  icon: LucideIcon
  hint?: string
}

const number = new Intl.NumberFormat('da-DK')

export function StatCards({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {stats.map(({ label: name, value, icon: Icon, hint }) => (
        <li key={name}>
          <Card className="h-full py-4">
            <CardContent className="grid gap-1 px-4">
              <span className="text-muted-foreground flex items-center gap-2 text-sm">
                <Icon className="size-4 shrink-0" aria-hidden />
                {name}
              </span>
              <span className="text-2xl font-semibold tabular-nums" data-stat={name}>
                {number.format(value)}
              </span>
              {hint && <span className="text-muted-foreground text-xs">{hint}</span>}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
