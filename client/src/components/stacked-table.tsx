// The one phone pattern for wide tables: from sm up an ordinary table; below sm every row is a
// card and every cell a line with its column's name before it, so nothing hides to the right
// of a 360 px screen. Explicit roles keep it a table for screen readers when display changes.
import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

export interface StackedColumn {
  label: string
  /** Right-aligned from sm up (e.g. actions). */
  end?: boolean
  center?: boolean
}

export function StackedTable({ columns, children, className }: { columns: (string | StackedColumn)[]; children: ReactNode; className?: string }) {
  const cols = columns.map((c) => (typeof c === 'string' ? { label: c } : c))
  return (
    <div className={cn('sm:overflow-x-auto sm:rounded-lg sm:border', className)}>
      <table role="table" className="w-full text-sm max-sm:block">
        <thead role="rowgroup" className="bg-muted/50 text-left max-sm:sr-only">
          <tr role="row">
            {cols.map((c) => (
              <th key={c.label} role="columnheader" scope="col" className={cn('px-3 py-2 font-medium', c.end && 'text-right', c.center && 'text-center')}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:grid max-sm:gap-2">{children}</tbody>
      </table>
    </div>
  )
}

export function StackedRow({ children, className, ...rest }: { children: ReactNode; className?: string } & Record<`data-${string}`, string | undefined>) {
  return (
    <tr role="row" className={cn('border-t max-sm:grid max-sm:gap-1.5 max-sm:rounded-lg max-sm:border max-sm:p-3', className)} {...rest}>
      {children}
    </tr>
  )
}

/** A cell; below sm its label (the column's name) stands before it. */
export function StackedCell({ label, children, className, end, center }: { label: string; children: ReactNode; className?: string } & Omit<StackedColumn, 'label'>) {
  return (
    <td
      role="cell"
      data-label={label}
      className={cn(
        'px-3 py-2 align-top max-sm:grid max-sm:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] max-sm:items-start max-sm:gap-2 max-sm:p-0',
        'max-sm:before:text-muted-foreground max-sm:before:text-xs max-sm:before:font-medium max-sm:before:content-[attr(data-label)]',
        end && 'sm:text-right',
        center && 'sm:text-center',
        className,
      )}
    >
      {/* One grid item next to the label, whatever the cell holds. */}
      <div className="min-w-0">{children}</div>
    </td>
  )
}
