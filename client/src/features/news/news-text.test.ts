import { describe, expect, it } from 'vitest'
import { buildNewsContent, foreignMediaLines, parseNewsContent } from '../../../../sync/inputs/news'
import { truncateNewsText } from './news-text'

const url = '/api/files/news/2026-01/0b7d5a4e-6f0e-4b7e-9d1a-2f4c8e9a1b2c.png'
const video = '/api/files/news/2026-01/1b7d5a4e-6f0e-4b7e-9d1a-2f4c8e9a1b2c.mp4'

describe('truncateNewsText', () => {
  it('leaves 300 characters or fewer alone', () => {
    const text = 'a'.repeat(300)
    expect(truncateNewsText(text)).toEqual({ text, truncated: false })
  })

  it('cuts at the first sentence end after 200 characters', () => {
    const text = `${'Ord '.repeat(52)}slut. Mere tekst der bliver skjult. ${'x '.repeat(60)}`
    const { text: short, truncated } = truncateNewsText(text)
    expect(truncated).toBe(true)
    expect(short).toBe(`${'Ord '.repeat(52)}slut...`)
  })

  it('falls back to a word boundary after 200 characters', () => {
    const text = 'ord '.repeat(100)
    const { text: short } = truncateNewsText(text)
    expect(short.endsWith('...')).toBe(true)
    expect(short.length).toBeGreaterThanOrEqual(203)
    expect(short.length).toBeLessThan(210)
    expect(short.slice(0, -3)).toBe(text.slice(0, short.length - 3).trimEnd())
  })
})

describe('news content media lines', () => {
  it('splits text from image and video lines, and builds them back', () => {
    const content = `Ny kran\n![kran.png](${url})\n[📹 løft.mp4](${video})`
    expect(parseNewsContent(content)).toEqual({
      text: 'Ny kran',
      media: [
        { type: 'image', filename: 'kran.png', url },
        { type: 'video', filename: 'løft.mp4', url: video },
      ],
    })
    expect(buildNewsContent('Ny kran', parseNewsContent(content).media)).toBe(content)
  })

  it('keeps a name from breaking out of its brackets', () => {
    expect(buildNewsContent('', [{ type: 'image', filename: 'a](javascript:x)\n![b', url }])).toBe(`![a javascript:x ! b](${url})`)
  })

  it('treats foreign media lines as foreign, and never as media', () => {
    const content = '![x](https://evil.example/x.png)\n[📹 y](javascript:alert(1))'
    expect(parseNewsContent(content).media).toEqual([])
    expect(foreignMediaLines(content)).toHaveLength(2)
  })
})
