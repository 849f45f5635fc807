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

/**
 * Whether this tab should hand the leadership of the person's database over to a tab of the
 * server's (newer) build, by reloading: it leads, it runs an older build than the server, and a
 * tab of the server's build is open and waits for the lock (its pages would otherwise run the new
 * code against the old code's database). Nothing being edited is checked apart (mayReloadNow).
 */
export function shouldHandOver(state: { pageBuild: string | null; serverBuild: string | null; otherTabBuilds: ReadonlySet<string>; leader: boolean }): boolean {
  return state.leader && isNewVersion(state.pageBuild, state.serverBuild) && state.otherTabBuilds.has(state.serverBuild!)
}

const serverBuild = createServerBuildStore()
/** The builds the person's other tabs run, as they said on the sync channel (useTabBuilds). */
const otherTabBuilds = new Set<string>()
let otherTabBuildsView: ReadonlySet<string> = new Set()
/** Whether this tab's worker leads the person's database (its worker says so, open-local-db.ts). */
let leaderHere = false
const tabListeners = new Set<() => void>()
const subscribeTabs = (listener: () => void) => (tabListeners.add(listener), () => void tabListeners.delete(listener))
const tellTabs = () => tabListeners.forEach((listener) => listener())

export function noteOtherTabBuild(build: string) {
  if (otherTabBuilds.has(build)) return
  otherTabBuilds.add(build)
  otherTabBuildsView = new Set(otherTabBuilds)
  tellTabs()
}

export function noteLeaderHere(leader: boolean) {
  if (leader === leaderHere) return
  leaderHere = leader
  tellTabs()
}

/** This tab leads, is of an older build, and a tab of the server's build waits: hand over. */
export function useShouldHandOver(): boolean {
  const build = useSyncExternalStore(serverBuild.subscribe, serverBuild.current, () => null)
  const tabs = useSyncExternalStore(subscribeTabs, () => otherTabBuildsView, () => otherTabBuildsView)
  const leader = useSyncExternalStore(subscribeTabs, () => leaderHere, () => false)
  return shouldHandOver({ pageBuild: PAGE_BUILD, serverBuild: build, otherTabBuilds: tabs, leader })
}

/** What a response or the sync channel said the server's build is. */
export const noteServerBuild = (build: string | null | undefined) => serverBuild.note(build)

export function useNewVersion(): boolean {
  const build = useSyncExternalStore(serverBuild.subscribe, serverBuild.current, () => null)
  return isNewVersion(PAGE_BUILD, build)
}
