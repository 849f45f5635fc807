import { describe, expect, it } from 'vitest'
import { isIsoDate, isIsoDateOrDateTime } from './dates'
import { eventInput } from './events'

describe('strict dates', () => {
  it('takes real days and times only', () => {
    for (const ok of ['2024-02-29', '2031-03-01T07:00', '2031-03-01T07:00:59', '2031-03-01T07:00:00.000Z', '2031-03-01 23:59+01:00', '2031-03-14 07:00:00+00']) {
      expect(isIsoDateOrDateTime(ok), ok).toBe(true)
    }
    for (const bad of ['2024-02-30', '2023-02-29', '2031-04-31T10:00', '2031-03-01T24:00', '2031-03-01T10:60', '1. marts', '2031-3-1', '']) {
      expect(isIsoDateOrDateTime(bad), bad).toBe(false)
    }
    expect(isIsoDate('2031-03-01T07:00')).toBe(false)
  })

  it("an impossible event date is refused with the form's text", () => {
    const res = eventInput.safeParse({ title: 'Rejsegilde', date: '2024-02-30T10:00' })
    expect(res.success).toBe(false)
    expect(res.error?.issues[0].message).toBe('Ugyldig dato')
  })

  it("zod's own messages are Danish", async () => {
    await import('./zod-danish')
    const res = eventInput.safeParse({ title: 42, date: '2031-03-01' })
    expect(res.error?.issues[0].message).toBe('Titel er påkrævet')
    const other = eventInput.safeParse({ title: 'x', date: '2031-03-01', location: 7 })
    expect(other.error?.issues[0].message).not.toMatch(/Invalid|expected/)
  })
})
