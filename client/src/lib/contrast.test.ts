import { describe, expect, it } from 'vitest'
import { contrastWithWhite, darkenForWhiteText } from './contrast'

describe('white text on a chosen colour', () => {
  it('measures the WCAG contrast ratio', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 1)
    expect(contrastWithWhite('#fff')).toBeCloseTo(1, 5)
    expect(contrastWithWhite('#16a34a')).toBeCloseTo(3.3, 1)
    expect(contrastWithWhite('rebeccapurple')).toBeNull()
  })

  it('darkens a light colour just until white text reaches 4.5:1', () => {
    for (const color of ['#16a34a', '#0891b2', '#d97706', '#059669', '#65a30d', '#ffff00', '#ffffff']) {
      const darker = darkenForWhiteText(color)
      expect(contrastWithWhite(darker)!).toBeGreaterThanOrEqual(4.6)
      // Still the same hue, not black.
      expect(contrastWithWhite(darker)!).toBeLessThan(7)
    }
  })

  it('leaves dark colours and unknown colour syntax alone', () => {
    expect(darkenForWhiteText('#1d4ed8')).toBe('#1d4ed8')
    expect(darkenForWhiteText('hsl(120 50% 50%)')).toBe('hsl(120 50% 50%)')
  })
})
