// Ticking work off, optimistically and offline: a tick is a write in the outbox, and the box
// shows the stored state overlaid by the newest outbox write for that row (waiting to be sent,
// or done and waiting for sync). So a tick made offline survives a reload and is sent when the
// network returns; the overlay goes in the same local transaction that brings the synced row
// (no flicker), and a rejection removes it, so the box goes back and the server's message shows.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
// The outbox's queued ticks decide what a click does: never from a snapshot.
import { useLiveQueryFromDatabase } from '@/db/live-query'
import { isQueued } from '@/lib/api'
import { onLateRejection } from '@/offline/outbox-client'
import { toggleStatus, toggleTarget, type ToggleKind } from './meetings-api'

const QUEUED_TICKS = `select method, path, body from local.outbox
  where method = 'PATCH' and path like '/api/meetings/%' order by seq`

interface QueuedTick {
  method: string
  path: string
  body: string | null
}

/**
 * A click not yet visible in the outbox query. `seen` is the query result current when the
 * call came back; the next result includes the outbox row (or its removal), so it takes over.
 */
interface Click {
  completed: boolean
  seen?: unknown
}

/**
 * Backstop for a click handed over to the outbox: when the synced row overtook the answer the
 * outbox may not change again, so no newer result would come to replace the click.
 */
const HAND_OVER_MS = 1_000

function readQueued(rows: readonly QueuedTick[] | undefined): Map<string, boolean> {
  const latest = new Map<string, boolean>()
  for (const r of rows ?? []) {
    const id = toggleTarget(r.method, r.path)
    const completed = r.body === null ? undefined : (JSON.parse(r.body) as { completed?: unknown }).completed
    if (id && typeof completed === 'boolean') latest.set(id, completed)
  }
  return latest
}

export function useStatusToggle(failureText: string) {
  const result = useLiveQueryFromDatabase<QueuedTick>(QUEUED_TICKS)
  const queued = useMemo(() => readQueued(result?.rows), [result])
  const latestResult = useRef<unknown>(result)
  latestResult.current = result
  const [clicks, setClicks] = useState<Record<string, Click>>({})
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    setClicks((all) => {
      const kept = Object.entries(all).filter(([, c]) => c.seen === undefined || c.seen === result)
      return kept.length === Object.keys(all).length ? all : Object.fromEntries(kept)
    })
  }, [result])

  // A tick sent later (after an offline reload, say) that the server refused.
  useEffect(
    () =>
      onLateRejection((item) => {
        if (!toggleTarget(item.method, item.path)) return false
        setError(failureText)
        return true
      }),
    [failureText],
  )

  const toggle = useCallback(
    async (kind: ToggleKind, id: string, completed: boolean) => {
      setError(null)
      const sent: Click = { completed }
      setClicks((c) => ({ ...c, [id]: sent }))
      /** Replaces this click by `next` (undefined: drops it), unless a newer click took its place. */
      const replace = (current: Click, next?: Click) =>
        setClicks((all) => {
          if (all[id] !== current) return all
          const { [id]: _, ...rest } = all
          return next ? { ...rest, [id]: next } : rest
        })
      const handOver = () => {
        const handed: Click = { completed, seen: latestResult.current }
        replace(sent, handed)
        setTimeout(() => replace(handed), HAND_OVER_MS)
      }
      try {
        await toggleStatus(kind, id, completed)
        handOver()
      } catch (e) {
        if (isQueued(e)) return handOver()
        setError(failureText)
        replace(sent)
      }
    },
    [failureText],
  )

  /** What the box shows: the latest click, else the latest outbox write, else the stored state. */
  const shown = useCallback(
    (id: string, stored: boolean) => clicks[id]?.completed ?? queued.get(id) ?? stored,
    [clicks, queued],
  )
  /** The box shows a tick the synced data does not have yet: on its way, or in the outbox. */
  const isPending = useCallback(
    (id: string) => (id in clicks && clicks[id].seen === undefined) || queued.has(id),
    [clicks, queued],
  )
  return { toggle, shown, isPending, error, dismissError: () => setError(null) }
}
