// ELECTRIC_CACHE_MAX_AGE / ELECTRIC_CACHE_STALE_AGE, as Electric reads them (what the app's
// shape proxy makes of them is server/shapes/private-cache.test.ts).
import { describe, expect, it } from 'vitest'
import { cacheAgesFrom } from './responses'
import { cacheControl } from './responses'

describe('catch-up cache lifetimes', () => {
  it("default to Electric's 60 s and 300 s, and follow the variables", () => {
    expect(cacheControl('5_0', false, cacheAgesFrom({}))).toBe('public, max-age=60, stale-while-revalidate=300')
    const ages = cacheAgesFrom({ ELECTRIC_CACHE_MAX_AGE: '5', ELECTRIC_CACHE_STALE_AGE: '0' })
    expect(cacheControl('5_0', false, ages)).toBe('public, max-age=5, stale-while-revalidate=0')
    // Live answers and first snapshots keep Electric's own lifetimes.
    expect(cacheControl('5_0', true, ages)).toBe('public, max-age=5, stale-while-revalidate=5')
    expect(cacheControl('-1', false, ages)).toMatch(/^public, max-age=604800/)
  })

  it('ignores a value that is not a whole number of seconds', () => {
    expect(cacheAgesFrom({ ELECTRIC_CACHE_MAX_AGE: 'soon', ELECTRIC_CACHE_STALE_AGE: '-3' })).toEqual({ maxAge: 60, staleAge: 300 })
  })
})
