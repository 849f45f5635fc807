// Whether the server runs a newer build than this page. The page knows its own build (baked in
// by client/build/build-id.ts); the server says its build in a header on every /api answer and
// in its change socket's `watching`, which the leader's worker passes to every tab over the
// sync channel (sync-runner.ts). When the two differ, every tab shows the notice
// (new-version-notice.tsx) and reloads by itself at the next navigation when nothing would be
// lost (mayReloadNow). A page without a build id (development) or a server that says none
// (no build of the client next to it) is never told.
import { useSyncExternalStore } from 'react'

export const PAGE_BUILD: string | null = typeof __INTRANET_BUILD_ID__ === 'string' && __INTRANET_BUILD_ID__ ? __INTRANET_BUILD_ID__ : null

/** The server serves another build than the page runs: the page is the old one. */
export function isNewVersion(pageBuild: string | null, serverBuild: string | null): boolean {
  return !!pageBuild && !!serverBuild && pageBuild !== serverBuild
}

export interface EditingState {
  /** Writes in the outbox the server has not done yet. */
  pendingWrites: number
  /** Dialogs open on the page (a form in a dialog, a confirmation), the navigation drawer not counted. */
  openDialogs: number
}

/**
 * The rule for reloading by itself at a navigation: only when nothing is being edited. A
 * navigation already leaves the page's own forms behind (this is a single-page app: the page you
 * left is gone either way), so what a reload would cut off is what outlives a navigation: a
 * dialog still open, and writes still on their way to the server (sent by this build's code
 * until the outbox is empty, not replayed by the next one's).
 */
export function mayReloadNow(state: EditingState): boolean {
  return state.pendingWrites === 0 && state.openDialogs === 0
}

export interface ServerBuildStore {
  note(build: string | null | undefined): void
  current(): string | null
  subscribe(listener: () => void): () => void
}

export function createServerBuildStore(): ServerBuildStore {
  let build: string | null = null
  const listeners = new Set<() => void>()
  return {
    note(next) {
      if (!next || next === build) return
      build = next
      for (const listener of listeners) listener()
    },
    current: () => build,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

const serverBuild = createServerBuildStore()

/** What a response or the sync channel said the server's build is. */
export const noteServerBuild = (build: string | null | undefined) => serverBuild.note(build)

export function useNewVersion(): boolean {
  const build = useSyncExternalStore(serverBuild.subscribe, serverBuild.current, () => null)
  return isNewVersion(PAGE_BUILD, build)
}
