// What the app's shape proxy makes of the engine's catch-up cache lifetimes for the browser's
// own cache.
import { expect, it } from 'vitest'
import { privateCacheControl } from './proxy'

it('the proxy hands the lifetimes to the browser as private (per-user data never in a shared cache)', () => {
  expect(privateCacheControl('public, max-age=5, stale-while-revalidate=0')).toBe('private, max-age=5, stale-while-revalidate=0')
  expect(privateCacheControl('public, max-age=604800, s-maxage=3600, stale-while-revalidate=2629746')).toBe(
    'private, max-age=604800, stale-while-revalidate=2629746',
  )
  expect(privateCacheControl(null)).toBe('private, max-age=60')
})
