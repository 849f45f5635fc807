import { describe, expect, it } from 'vitest'
import { typedText } from './typed-text'

describe('typedText', () => {
  it('keeps the free text of a write, rich text as plain paragraphs', () => {
    expect(
      typedText({
        headline: 'Ny kran på pladsen',
        content: '<p>Vi har fået en <strong>ny</strong> kran &amp; et lift.</p><p>Tak til alle!</p>',
        id: '3f1c9a52-7d1e-4c1a-9a55-0d6c1f1b2a3e',
        project_id: 'p-17',
        status: 'pending',
        created_at: '2026-11-27T10:00:00.000Z',
        date: '2026-12-24',
        tags: ['Byggeplads'],
      }),
    ).toBe('Ny kran på pladsen\n\nVi har fået en ny kran & et lift.\nTak til alle!\n\nByggeplads')
  })

  it('is empty for a write without typed text', () => {
    expect(typedText(undefined)).toBe('')
    expect(typedText({ read: true, news_id: 'n-1' })).toBe('')
  })
})
