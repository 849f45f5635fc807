import { describe, expect, it } from 'vitest'
import { createServerBuildStore, isNewVersion, mayReloadNow, shouldHandOver } from './new-version'
import { newBuildId } from '../../build/build-id'

describe('a new version', () => {
  it('is out when the server serves another build than the page runs; unknown on either side is never new', () => {
    expect(isNewVersion('20261127T200000Z-aaaaaa', '20261127T210000Z-bbbbbb')).toBe(true)
    expect(isNewVersion('20261127T200000Z-aaaaaa', '20261127T200000Z-aaaaaa')).toBe(false)
    // A page of development (no build id), or a server with no build next to it, is never told.
    expect(isNewVersion(null, '20261127T210000Z-bbbbbb')).toBe(false)
    expect(isNewVersion('20261127T200000Z-aaaaaa', null)).toBe(false)
  })

  it('reloads by itself only when no write waits for the server and no dialog is open', () => {
    expect(mayReloadNow({ pendingWrites: 0, openDialogs: 0 })).toBe(true)
    expect(mayReloadNow({ pendingWrites: 1, openDialogs: 0 })).toBe(false)
    expect(mayReloadNow({ pendingWrites: 0, openDialogs: 1 })).toBe(false)
  })

  it('hands the database over only from an older leader, and only to a tab of the server\'s build', () => {
    const old = { pageBuild: 'b-1', serverBuild: 'b-2', otherTabBuilds: new Set(['b-2']), leader: true }
    expect(shouldHandOver(old)).toBe(true)
    expect(shouldHandOver({ ...old, leader: false })).toBe(false)
    // No tab of the new version waits: leading on the old code beats leading on nothing.
    expect(shouldHandOver({ ...old, otherTabBuilds: new Set() })).toBe(false)
    // A tab of a yet older build is no reason to step down.
    expect(shouldHandOver({ ...old, otherTabBuilds: new Set(['b-0']) })).toBe(false)
    // The newest tab leads: it stays.
    expect(shouldHandOver({ ...old, pageBuild: 'b-2', otherTabBuilds: new Set(['b-1']) })).toBe(false)
    expect(shouldHandOver({ ...old, serverBuild: null })).toBe(false)
  })

  it('keeps the build the server said last and tells the pages only when it changes', () => {
    const store = createServerBuildStore()
    let told = 0
    const off = store.subscribe(() => told++)
    store.note(null)
    store.note('')
    expect(store.current()).toBeNull()
    store.note('b-2')
    store.note('b-2') // every answer says it again: no news
    expect([store.current(), told]).toEqual(['b-2', 1])
    store.note('b-3')
    expect([store.current(), told]).toEqual(['b-3', 2])
    off()
    store.note('b-4')
    expect(told).toBe(2)
  })

  it("names a build by its time and a random part, so two builds of one second still differ", () => {
    const at = new Date('2026-11-27T20:17:03.456Z')
    expect(newBuildId(at, 'ab12cd')).toBe('20261127T201703Z-ab12cd')
    expect(newBuildId(at)).not.toBe(newBuildId(at))
  })
})
