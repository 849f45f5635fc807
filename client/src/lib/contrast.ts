// WCAG 2 contrast, for colours chosen at run time (a person's avatar colour): text on them
// must reach 4.5:1 like every other text (WCAG 1.4.3).

type Rgb = [number, number, number]

function parseHex(color: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!m) return null
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1]
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** The contrast ratio of white text on `color` (a #rgb or #rrggbb colour), or null if it is not one. */
export function contrastWithWhite(color: string): number | null {
  const rgb = parseHex(color)
  return rgb ? 1.05 / (luminance(rgb) + 0.05) : null
}

/**
 * `color`, darkened just enough for white text on it to reach `ratio` (a little over AA's 4.5,
 * so rounding in a checker never tips it under). Colours that already do, and anything that is
 * not a hex colour, come back unchanged.
 */
export function darkenForWhiteText(color: string, ratio = 4.6): string {
  let rgb = parseHex(color)
  if (!rgb || 1.05 / (luminance(rgb) + 0.05) >= ratio) return color
  while (1.05 / (luminance(rgb) + 0.05) < ratio) rgb = rgb.map((c) => Math.floor(c * 0.95)) as Rgb
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}
