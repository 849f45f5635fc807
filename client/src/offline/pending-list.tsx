// The new rows of one kind that wait in the outbox (offline, or the server unreachable), listed
// at once above the synced ones and marked as pending, until the server has them and sync brings
// the real row. Nothing is rendered while none wait.
import { Fragment, type ReactNode } from 'react'
import { usePendingWrites } from './use-pending-writes'

export function PendingList<B>({
  path,
  label,
  className,
  children,
}: {
  /** Where the new rows are POSTed, e.g. '/api/events'. */
  path: string
  /** The list's accessible name. */
  label: string
  className?: string
  /** A waiting row's list item, from the body of its write. */
  children: (body: B) => ReactNode
}) {
  const pending = usePendingWrites<B>('POST', path)
  if (pending.length === 0) return null
  return (
    <ul className={className} aria-label={label}>
      {pending.map(({ id, body }) => (body ? <Fragment key={id}>{children(body)}</Fragment> : null))}
    </ul>
  )
}
