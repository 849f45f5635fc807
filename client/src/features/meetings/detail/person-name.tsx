// A person named in the minutes; someone who has left keeps their place in old minutes, marked.
import { cn } from '@/lib/utils'
import { FormerEmployee } from '../../profile'
import type { PeopleLookup } from '../use-people'

export function PersonName({ id, people, className }: { id: string | null; people: PeopleLookup; className?: string }) {
  const name = people.nameOf(id)
  if (!name) return null
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5', className)}>
      <span>{name}</span>
      <FormerEmployee since={people.leftAt(id)} />
    </span>
  )
}
