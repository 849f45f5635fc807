import { describe, expect, it } from 'vitest'
import {
  daysLabel,
  DEFAULT_PROFILE_COLOR,
  FALLBACK_DISPLAY_COLOR,
  formatVacationRange,
  isoDay,
  linkedVacationId,
  statusLabel,
  vacationAnchor,
  vacationDays,
  vacationPerson,
} from './vacation-display'

describe('vacationPerson', () => {
  it("a missing profile is 'Ukendt bruger' in the default colour", () => {
    expect(vacationPerson(null)).toEqual({ name: 'Ukendt bruger', color: DEFAULT_PROFILE_COLOR })
    expect(DEFAULT_PROFILE_COLOR).toBe('#3b82f6')
  })

  it('uses the full name, then the name, and the profile colour', () => {
    expect(vacationPerson({ full_name: 'Mette Jensen', name: 'mette', color: '#22c55e' })).toEqual({ name: 'Mette Jensen', color: '#22c55e' })
    expect(vacationPerson({ full_name: ' ', name: 'Ole', color: '#abc' }).name).toBe('Ole')
  })

  it('a profile without a usable colour gets the fallback display colour', () => {
    expect(FALLBACK_DISPLAY_COLOR).toBe('#dc2626')
    expect(vacationPerson({ full_name: 'A', color: null }).color).toBe(FALLBACK_DISPLAY_COLOR)
    expect(vacationPerson({ full_name: 'A', color: 'red; background: url(x)' }).color).toBe(FALLBACK_DISPLAY_COLOR)
  })
})

describe('dates', () => {
  it('formats ranges in da-DK without time-zone drift', () => {
    expect(formatVacationRange('2030-07-01', '2030-07-14')).toBe('1.–14. jul. 2030')
    expect(formatVacationRange('2030-07-03', '2030-07-03')).toBe('3. jul. 2030')
    expect(formatVacationRange('2030-12-30', '2031-01-02')).toMatch(/30\. dec\. 2030.*2\. jan\. 2031/)
  })

  it('counts days with both ends included, across daylight saving', () => {
    expect(vacationDays('2030-07-01', '2030-07-01')).toBe(1)
    expect(vacationDays('2030-03-30', '2030-04-02')).toBe(4)
    expect(daysLabel(1)).toBe('1 dag')
    expect(daysLabel(14)).toBe('14 dage')
  })

  it('isoDay is the local calendar day', () => {
    expect(isoDay(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05')
  })

  it('labels the two statuses in Danish', () => {
    expect(statusLabel('pending')).toBe('Afventer godkendelse')
    expect(statusLabel('approved')).toBe('Godkendt')
  })
})

describe('the vacation a notice links to', () => {
  it('reads /vacation#ferie-<id> back to the id, and nothing else', () => {
    const id = '0b6c1f7e-3d2a-4c5b-9e8f-1a2b3c4d5e6f'
    expect(linkedVacationId(`#${vacationAnchor(id)}`)).toBe(id)
    expect(linkedVacationId(`#ferie-${id.toUpperCase()}`)).toBe(id)
    for (const hash of ['', '#', '#ferie-', '#ferie-123', `#opslag-${id}`, `#ferie-${id}x`]) expect(linkedVacationId(hash)).toBeNull()
  })
})
