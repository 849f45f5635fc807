import { describe, expect, it } from 'vitest'
import { activityPeriods, danishDay } from './periods'

describe('activity periods in Danish time', () => {
  it('a Wednesday in winter: Danish midnight and the Monday before', () => {
    const p = activityPeriods(new Date('2030-03-06T10:00:00Z'))
    expect(p.startOfToday.toISOString()).toBe('2030-03-05T23:00:00.000Z')
    expect(p.startOfWeek.toISOString()).toBe('2030-03-03T23:00:00.000Z')
    expect(p.inactiveBefore.toISOString()).toBe('2030-02-04T10:00:00.000Z')
  })

  it('late Sunday UTC is already Monday in Denmark (summer time)', () => {
    const now = new Date('2030-03-31T23:30:00Z')
    expect(danishDay(now)).toBe('2030-04-01')
    const p = activityPeriods(now)
    expect(p.startOfToday.toISOString()).toBe('2030-03-31T22:00:00.000Z')
    expect(p.startOfWeek.toISOString()).toBe('2030-03-31T22:00:00.000Z')
  })
})
