// Opens the signed-in user's local database and hands it to the pages (usePGlite, useLiveQuery).
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { FullPageSpinner } from '@/components/spinner'
import { authClient } from '@/auth/auth-client'
import { isSigningOutHere, signOut } from '@/auth/sign-out'
import { isDeactivatedError } from '@/auth/deactivated'
import { closeLocalDb, openLocalDb, type LocalDb } from './open-local-db'
import { deferredDb } from './deferred-db'
import { PagesDbProvider, type PagesDb } from './pages-db'
import { announceRegistering, announceWatching } from './sync/interest'
import { localDataDir } from './sync/sync-channel'
import { QuerySnapshotsContext } from './live-query'
import { loadQueryBuilder } from './local-query'
import { openQuerySnapshots, type QuerySnapshots } from './query-snapshots'
import { useLeaderGeneration } from './use-leader-generation'
import { useSyncStatusFeed } from './sync-status'
import { outboxLeaderChanged, startOutbox } from '@/offline/outbox-client'
import { installUploadGuard } from '@/offline/upload-guard'
import { Toaster } from '@/components/ui/sonner'
import { useTabBuilds } from '@/offline/tab-builds'

export function LocalDbProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [db, setDb] = useState<LocalDb | null>(null)
  // What the pages get: they render as soon as the snapshots are read (milliseconds), not when
  // PGlite has booted (seconds at a large firm); see deferred-db.ts and query-snapshots.ts.
  const [pages, setPages] = useState<{ db: PagesDb; snapshots: QuerySnapshots } | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const generation = useLeaderGeneration(db)

  useEffect(() => {
    let active = true
    const opening = openLocalDb(userId)
    opening.then(
      (opened) => active && setDb(opened),
      (error: unknown) => active && setFailed(error instanceof Error ? error.message : String(error)),
    )
    const dataDir = localDataDir(userId)
    const pagesDb = deferredDb(opening, {
      onRegistering: (busy) => announceRegistering(dataDir, busy),
      onWatching: (words) => announceWatching(dataDir, words),
    })
    // The pages' first render (layout, router, the page) is large: as a transition it renders in
    // slices, so the tab paints and takes input in between instead of freezing for 0.2-0.3 s.
    // The pages build their queries with the query builder, a chunk of its own that index.html
    // preloads with the start code; evaluated, if not yet, while the snapshots are read (local-query.ts).
    void Promise.all([openQuerySnapshots(userId), loadQueryBuilder()]).then(
      ([snapshots]) => active && startTransition(() => setPages({ db: pagesDb, snapshots })),
      (error: unknown) => active && setFailed(error instanceof Error ? error.message : String(error)),
    )
    return () => {
      active = false
    }
  }, [userId])

  // Snapshots only stand in while the database opens (query-snapshots.ts).
  useEffect(() => {
    if (!db || !pages) return
    let active = true
    void db.waitReady.then(() => active && pages.snapshots.stopServing())
    return () => {
      active = false
    }
  }, [db, pages])

  // Writes go through the outbox from the moment the pages show, so a click made while the
  // database still opens waits in line for it instead of going straight to the network.
  const outboxDb = pages?.db
  useEffect(() => (outboxDb ? startOutbox(outboxDb, userId) : undefined), [outboxDb, userId])
  useEffect(() => {
    if (outboxDb && generation > 0) outboxLeaderChanged(outboxDb)
  }, [outboxDb, generation])
  useEffect(() => installUploadGuard(), [])

  // Let go of the database as the page goes away, so the next page (a reload, another tab)
  // can take over as leader at once instead of waiting for the browser to reap this worker.
  // An unflushed last write is not lost for good: sync re-fetches from the stored offset.
  useEffect(() => {
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) void closeLocalDb(userId)
    }
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [userId])

  // The server refused the sync: if the session is really gone, sign out properly
  // (which also wipes the local copy); a network error is not a reason to.
  const onUnauthorized = useCallback(async () => {
    const { data, error } = await authClient.getSession()
    if (isDeactivatedError(error)) await signOut(userId, 'deactivated')
    else if (!data && !error) await signOut(userId)
  }, [userId])

  const onSignedOutElsewhere = useCallback(async () => {
    if (isSigningOutHere()) return
    await closeLocalDb(userId)
    window.location.assign('/')
  }, [userId])

  useSyncStatusFeed(userId, { onUnauthorized, onSignedOutElsewhere })
  // An older tab that leads hands over to a tab of the new version (new-version-notice.tsx).
  useTabBuilds(userId)

  // A new leader has none of the old session's live queries. A new identity for the same
  // database makes every hook that depends on it subscribe again, while the pages stay mounted:
  // a tick, a half-typed form or a scrolled list is not thrown away by another tab closing.
  const pageDb = useMemo(() => pages && (generation === 0 ? pages.db : renewedIdentity(pages.db)), [pages, generation])

  if (failed) {
    return (
      <main className="mx-auto max-w-lg p-6">
        <Alert variant="destructive">
          <AlertTitle>Den lokale database kunne ikke åbnes</AlertTitle>
          <AlertDescription>{failed}</AlertDescription>
        </Alert>
      </main>
    )
  }
  if (!pages || !pageDb) return <FullPageSpinner />
  return (
    <PagesDbProvider db={pageDb}>
      <QuerySnapshotsContext.Provider value={pages.snapshots}>{children}</QuerySnapshotsContext.Provider>
      <Toaster />
    </PagesDbProvider>
  )
}

function renewedIdentity(db: PagesDb): PagesDb {
  return new Proxy(db, {})
}
