// The frame the meeting's tables share: a heading and a table that stacks into cards on phones.
import type { ReactNode } from 'react'
import { StackedTable } from '@/components/stacked-table'

export function DetailTable({ id, title, columns, children }: { id: string; title: string; columns: string[]; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <StackedTable columns={columns}>{children}</StackedTable>
    </section>
  )
}

export const Muted = ({ children }: { children: ReactNode }) => <span className="text-muted-foreground">{children}</span>
