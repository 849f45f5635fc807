// Announced catch-ups of many browsers at the same place share one upstream answer; nothing
// else is collapsed.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../test/app'
import { collapseCatchUps, isCollapsible } from './collapse'
import { embeddedUpstream, type ShapeUpstream } from './upstream'

let s: TestServer
const asked: string[] = []
let counting: ShapeUpstream
beforeAll(async () => {
  s = await createTestServer({ sync: 'embedded' })
  const upstream = embeddedUpstream(s.engine!)
  counting = (url, signal) => (asked.push(url.href), upstream(url, signal))
})
afterAll(async () => s?.close())

const shape = 'http://upstream/v1/shape?table=events&columns=id,title'

it('serves a thousand browsers asking for the same announced catch-up with one upstream answer', async () => {
  const first = await s.engine!.serve(new URL(`${shape}&offset=-1`))
  const handle = first.headers.get('electric-handle')!
  const catchUp = new URL(`${shape}&offset=${first.headers.get('electric-offset')}&handle=${handle}&cache-buster=ab.1`)
  const collapsed = collapseCatchUps(counting)
  const before = asked.length
  const answers = await Promise.all(Array.from({ length: 1000 }, () => collapsed(catchUp, new AbortController().signal)))
  expect(asked.length - before).toBe(1)
  const bodies = new Set(await Promise.all(answers.map((r) => r.text())))
  expect(bodies.size).toBe(1)
  expect(answers.every((r) => r.status === 200 && r.headers.get('electric-handle') === handle)).toBe(true)
  // The next notice is another URL: asked again.
  const next = new URL(catchUp)
  next.searchParams.set('cache-buster', 'ab.2')
  await collapsed(next, new AbortController().signal)
  expect(asked.length - before).toBe(2)
})

it('never collapses a first snapshot, a live request, a subset or a catch-up nobody announced', () => {
  const base = `${shape}&handle=h-1&offset=5_0`
  expect(isCollapsible(new URL(`${base}&cache-buster=n1`))).toBe(true)
  expect(isCollapsible(new URL(base))).toBe(false)
  expect(isCollapsible(new URL(`${shape}&offset=-1&cache-buster=n1`))).toBe(false)
  expect(isCollapsible(new URL(`${base}&cache-buster=n1&live=true`))).toBe(false)
  expect(isCollapsible(new URL(`${base}&cache-buster=n1&subset__limit=10`))).toBe(false)
})
