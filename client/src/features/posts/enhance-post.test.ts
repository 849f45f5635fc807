import { describe, expect, it } from 'vitest'
import { enhancedToHtml, enhancePost, ENHANCE_FAILED, EnhanceError } from './enhance-post'

type Step = number | 'hang' | 'network' | { status: number; body: unknown }

/** A fetch that answers each attempt from the script, and records what was asked. */
function scripted(steps: Step[]) {
  const calls: { body: unknown }[] = []
  const fetch = (async (_url: string, init: RequestInit) => {
    calls.push({ body: JSON.parse(String(init.body)) })
    const step = steps[calls.length - 1]
    if (step === 'network') throw new TypeError('Failed to fetch')
    if (step === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      )
    }
    const { status, body } = typeof step === 'number' ? { status: step, body: {} } : step
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof globalThis.fetch
  const pauses: number[] = []
  const sleep = async (ms: number) => void pauses.push(ms)
  return { calls, pauses, deps: { fetch, sleep, timeoutMs: 20 } }
}

const ok = (text: string) => ({ status: 200, body: { enhancedContent: text } })

describe('enhancePost', () => {
  it('returns the enhanced text on the first good answer', async () => {
    const s = scripted([ok('Bedre tekst')])
    expect(await enhancePost('<p>tekst</p>', s.deps)).toBe('Bedre tekst')
    expect(s.calls).toEqual([{ body: { content: '<p>tekst</p>' } }])
    expect(s.pauses).toEqual([])
  })

  it('treats 504 and a hang past the timeout as timeouts: 3 attempts, pauses of 1 s then 2 s', async () => {
    const s = scripted([504, 'hang', ok('Endelig')])
    expect(await enhancePost('x', s.deps)).toBe('Endelig')
    expect(s.calls).toHaveLength(3)
    expect(s.pauses).toEqual([1000, 2000])
  })

  it('gives up after 3 failed attempts with the Danish failure text', async () => {
    const s = scripted([504, 'network', { status: 500, body: { error: 'boom' } }, ok('for sent')])
    await expect(enhancePost('x', s.deps)).rejects.toThrow(ENHANCE_FAILED)
    expect(s.calls).toHaveLength(3)
  })

  it('a reply without text counts as a failed attempt', async () => {
    const s = scripted([{ status: 200, body: { error: 'nope' } }, { status: 200, body: { enhancedContent: '  ' } }, ok('ja')])
    expect(await enhancePost('x', s.deps)).toBe('ja')
  })

  it('stops at once when the feature is not set up (503) or missing (404), keeping the server\'s words', async () => {
    const s = scripted([{ status: 503, body: { error: 'Ingen AI-model er sat op' } }])
    const err = await enhancePost('x', s.deps).catch((e) => e)
    expect(err).toBeInstanceOf(EnhanceError)
    expect(err.message).toBe(ENHANCE_FAILED)
    expect(err.detail).toBe('Ingen AI-model er sat op')
    expect(s.calls).toHaveLength(1)
    const missing = scripted([{ status: 404, body: { error: 'Ikke fundet' } }])
    await expect(enhancePost('x', missing.deps)).rejects.toThrow(ENHANCE_FAILED)
    expect(missing.calls).toHaveLength(1)
  })
})

describe('enhancedToHtml', () => {
  it('keeps rich text and turns plain paragraphs into escaped <p>s', () => {
    expect(enhancedToHtml('<p>Hej <strong>alle</strong></p>')).toBe('<p>Hej <strong>alle</strong></p>')
    expect(enhancedToHtml('Første <linje>\nanden\n\nNyt afsnit')).toBe('<p>Første &lt;linje&gt;<br>anden</p><p>Nyt afsnit</p>')
  })
})
