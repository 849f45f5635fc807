// Whether the app should say "offline". The leader's sync status marks a failure per shape and
// clears it only when that shape next hears from the server; a rarely polled shape can keep it
// for minutes after the network is back. So while sync says "failing" and the browser says
// "online", the server is asked directly (GET /api/health, never cached): if it answers, the
// app is online, whatever the slowest shape still says.
import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { syncStatusAtom } from '@/db/sync-status'

const PROBE_MS = 4_000

/** The last probe's answer while sync reports failures; null when no probe is running. */
const serverAnswersAtom = atom<boolean | null>(null)

export function useOffline(): boolean {
  const status = useAtomValue(syncStatusAtom)
  const answers = useAtomValue(serverAnswersAtom)
  return !status.online || (status.failing && answers !== true)
}

async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch('/api/health', { cache: 'no-store', credentials: 'same-origin' })
    return res.ok
  } catch {
    return false
  }
}

/** Mount once (the layout's banner does): probes the server while sync reports failures. */
export function useConnectivityProbe() {
  const { online, failing } = useAtomValue(syncStatusAtom)
  const setAnswers = useSetAtom(serverAnswersAtom)
  useEffect(() => {
    if (!online || !failing) {
      setAnswers(null)
      return
    }
    let active = true
    const probe = async () => {
      const ok = await serverAnswers()
      if (active) setAnswers(ok)
    }
    void probe()
    const timer = setInterval(() => void probe(), PROBE_MS)
    return () => {
      active = false
      clearInterval(timer)
    }
  }, [online, failing, setAnswers])
}
