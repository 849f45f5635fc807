import { describe, expect, it } from 'vitest'
import { NEWS_TEXTS, newsDraft } from './news'

const problems = (text: string, files: number) =>
  newsDraft.safeParse({ text, files }).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

describe('newsDraft', () => {
  it('wants text or a file, and says so under the text', () => {
    expect(problems('  ', 0)).toEqual([['text', NEWS_TEXTS.required]])
    expect(problems('', 1)).toEqual([])
    expect(problems('Frokost kl. 12', 0)).toEqual([])
  })

  it('refuses a media line that points outside our storage', () => {
    expect(problems('Se her\n![kran](https://example.com/kran.png)', 0)).toEqual([['text', NEWS_TEXTS.badMedia]])
  })
})
