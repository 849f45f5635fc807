// A shape answer's body: built at once when small, encoded on first read when large. Either
// way the client must read the same JSON array.
import { describe, expect, it } from 'vitest'
import { LAZY_BODY_CHARS, shapeResponse, type ShapeBody } from './responses'

const message = (i: number, pad = 0) =>
  JSON.stringify({ key: `"public"."items"/"${i}"`, value: { id: String(i), note: 'x'.repeat(pad) }, headers: { operation: 'insert' } })

const answer = (body: string[], over: Partial<ShapeBody> = {}) =>
  shapeResponse({
    handle: '1-5',
    requestOffset: '-1',
    offset: { lsn: 5, op: 0 },
    schema: '{}',
    body,
    upToDate: 5,
    live: false,
    ...over,
  })

describe('shape answer bodies', () => {
  it('hold the same messages whether built at once or on first read', async () => {
    const small = [message(1), message(2)].join(',')
    // A snapshot's rows as one large part, a snapshot-end as another, then up-to-date.
    const rows = Array.from({ length: 40 }, (_, i) => message(i, 1200)).join(',')
    expect(rows.length).toBeGreaterThan(LAZY_BODY_CHARS)
    const end = JSON.stringify({ headers: { control: 'snapshot-end', xmin: '1', xmax: '2', xip_list: [] } })

    const smallBody = await answer([small, '', end]).json()
    expect(smallBody.map((m: { key?: string; headers: { control?: string } }) => m.key ?? m.headers.control)).toEqual([
      '"public"."items"/"1"',
      '"public"."items"/"2"',
      'snapshot-end',
      'up-to-date',
    ])

    const largeBody = await answer([rows, end]).json()
    expect(largeBody).toHaveLength(42)
    expect(largeBody[39].value.id).toBe('39')
    expect(largeBody.slice(40).map((m: { headers: { control: string } }) => m.headers.control)).toEqual([
      'snapshot-end',
      'up-to-date',
    ])

    // Many small parts (a long catch-up) gathered into pieces, with nothing lost between them.
    const entries = Array.from({ length: 300 }, (_, i) => message(i, 200))
    const catchUp = await answer(entries, { upToDate: null, requestOffset: '3_0' }).json()
    expect(catchUp.map((m: { value: { id: string } }) => m.value.id)).toEqual(entries.map((_, i) => String(i)))
  })

  it('say whether they hold data, parts or not', () => {
    expect(answer(['', '']).headers.get('electric-has-data')).toBe('false')
    expect(answer([]).headers.get('electric-has-data')).toBe('false')
    expect(answer(['', message(1)]).headers.get('electric-has-data')).toBe('true')
  })
})
