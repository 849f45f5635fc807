// Ticking work off, optimistically: the box shows the new state at once, the server decides
// (only the person concerned or an admin), and the synced row settles it; on failure the box
// goes back and the spec's message is shown.
import { useCallback, useState } from 'react'
import { usePGlite } from '@electric-sql/pglite-react'
import { TASK_DONE, TASK_OPEN } from '../../../../sync/inputs/meetings'
import { waitForLocalRow } from '../events/wait-for-local-row'
import { toggleStatus, type ToggleKind } from './meetings-api'

const SETTLED: Record<ToggleKind, string> = {
  'case-assignees': 'select 1 from meeting_case_assignees where id = $1 and status = $2',
  news: 'select 1 from meeting_news_opportunities where id = $1 and status = $2',
  tasks: 'select 1 from meeting_other_tasks where id = $1 and status = $2',
}

const storedStatus = (kind: ToggleKind, completed: boolean) =>
  kind === 'case-assignees' ? (completed ? 'completed' : 'open') : completed ? TASK_DONE : TASK_OPEN

export function useStatusToggle(failureText: string) {
  const db = usePGlite()
  const [pending, setPending] = useState<Record<string, boolean>>({})
  const [error, setError] = useState<string | null>(null)

  const toggle = useCallback(
    async (kind: ToggleKind, id: string, completed: boolean) => {
      setError(null)
      setPending((p) => ({ ...p, [id]: completed }))
      try {
        await toggleStatus(kind, id, completed)
        await waitForLocalRow(db, SETTLED[kind], [id, storedStatus(kind, completed)], true, 10_000)
      } catch {
        setError(failureText)
      } finally {
        setPending(({ [id]: _, ...rest }) => rest)
      }
    },
    [db, failureText],
  )

  /** What the box shows: the pending choice while a toggle is on its way, else the stored state. */
  const shown = useCallback((id: string, stored: boolean) => (id in pending ? pending[id] : stored), [pending])
  return { toggle, shown, error, dismissError: () => setError(null) }
}
