// Whether this server has a language model and speech-to-text set up, asked once per page
// load: pages say plainly when a feature is not available instead of failing on use.
import { useEffect, useState } from 'react'
import type { AiStatus } from '../../../../sync/inputs/ai'

export type { AiStatus }

let cached: Promise<AiStatus | null> | null = null

function loadStatus(): Promise<AiStatus | null> {
  cached ??= fetch('/api/ai/status', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<AiStatus>) : null))
    .catch(() => null)
    .then((status) => {
      if (!status) cached = null // offline or failed: ask again next time
      return status
    })
  return cached
}

/** undefined while loading; null when the server could not be asked (e.g. offline). */
export function useAiStatus(): AiStatus | null | undefined {
  const [status, setStatus] = useState<AiStatus | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void loadStatus().then((s) => live && setStatus(s))
    return () => {
      live = false
    }
  }, [])
  return status
}
