import { describe, expect, it } from 'vitest'
import { birthdayLabel, daysUntilBirthday, parseBirthday, sortByNextBirthday } from './days-until-birthday'

// Local dates: new Date(y, m, d) is midnight in the test machine's zone, like the browser.
const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h)

describe('daysUntilBirthday', () => {
  it('is 0 on the day, 1 the day before', () => {
    expect(daysUntilBirthday('1985-06-15', day(2025, 6, 15))).toBe(0)
    expect(daysUntilBirthday('1985-06-15', day(2025, 6, 14))).toBe(1)
  })

  it('does not depend on the time of day', () => {
    expect(daysUntilBirthday('1985-06-15', day(2025, 6, 14, 0))).toBe(1)
    expect(daysUntilBirthday('1985-06-15', day(2025, 6, 14, 23))).toBe(1)
  })

  it('rolls to next year once passed', () => {
    expect(daysUntilBirthday('1990-01-01', day(2025, 12, 31))).toBe(1)
    expect(daysUntilBirthday('1990-06-14', day(2025, 6, 15))).toBe(364)
    // The year after is a leap year: 366 days until the same date.
    expect(daysUntilBirthday('1990-03-01', day(2023, 3, 2))).toBe(365)
  })

  it('counts across a daylight-saving change', () => {
    expect(daysUntilBirthday('1990-04-01', day(2025, 3, 29))).toBe(3)
  })

  it('celebrates 29 February on 28 February in common years', () => {
    expect(daysUntilBirthday('2000-02-29', day(2025, 2, 28))).toBe(0)
    expect(daysUntilBirthday('2000-02-29', day(2025, 2, 27))).toBe(1)
    expect(daysUntilBirthday('2000-02-29', day(2028, 2, 29))).toBe(0)
    expect(daysUntilBirthday('2000-02-29', day(2028, 2, 28))).toBe(1)
    // Passed in 2025 (28 Feb) → 2026 has no leap day either: 28 Feb 2026.
    expect(daysUntilBirthday('2000-02-29', day(2025, 3, 1))).toBe(364)
    // Passed in 2027 → 29 Feb 2028.
    expect(daysUntilBirthday('2000-02-29', day(2027, 3, 1))).toBe(365)
  })

  it("reads a colleague's birthday without the year ('MM-DD') like a full date", () => {
    expect(parseBirthday('06-15')).toEqual({ month: 6, day: 15 })
    expect(daysUntilBirthday('06-15', day(2025, 6, 14))).toBe(daysUntilBirthday('1985-06-15', day(2025, 6, 14)))
    expect(daysUntilBirthday('02-29', day(2025, 2, 27))).toBe(1)
    expect(parseBirthday('061-5')).toBeNull()
  })

  it('rejects malformed values', () => {
    expect(daysUntilBirthday('', day(2025, 1, 1))).toBeNull()
    expect(daysUntilBirthday('15/06/1985', day(2025, 1, 1))).toBeNull()
    expect(parseBirthday('1985-13-01')).toBeNull()
  })
})

describe('birthdayLabel', () => {
  it('uses the Danish texts', () => {
    expect(birthdayLabel(0)).toBe('I dag!')
    expect(birthdayLabel(1)).toBe('I morgen')
    expect(birthdayLabel(2)).toBe('2 dage')
    expect(birthdayLabel(300)).toBe('300 dage')
  })
})

describe('sortByNextBirthday', () => {
  it('sorts by days until the next birthday and drops people without one', () => {
    const today = day(2025, 12, 20)
    const rows = [
      { name: 'januar', birthday: '1980-01-05' },
      { name: 'ingen', birthday: null },
      { name: 'i dag', birthday: '1991-12-20' },
      { name: 'december', birthday: '1970-12-24' },
      { name: 'forbi', birthday: '1975-12-19' },
    ]
    expect(sortByNextBirthday(rows, today).map((x) => [x.row.name, x.days])).toEqual([
      ['i dag', 0],
      ['december', 4],
      ['januar', 16],
      ['forbi', 364],
    ])
  })
})
