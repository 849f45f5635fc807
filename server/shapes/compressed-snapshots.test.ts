import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { createCompressedSnapshots, type CompressedSnapshots } from './compressed-snapshots'

const body = (label: string) => JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ key: `${label}-${i}`, value: { title: `Nyhed ${i}` } })))

describe('compressed first-visit snapshots', () => {
  let snapshots: CompressedSnapshots
  afterEach(() => snapshots.close())

  it('compresses one etag once for everyone who asks at the same time, per encoding', async () => {
    snapshots = createCompressedSnapshots()
    let reads = 0
    const read = async () => (reads++, body('news'))
    const answers = await Promise.all(Array.from({ length: 20 }, () => snapshots.get('"h1:-1:5_0"', 'br', null, read)))
    expect(reads).toBe(1)
    for (const bytes of answers) expect(bytes).toBe(answers[0])
    expect(brotliDecompressSync(answers[0]!).toString()).toBe(body('news'))

    const gzipped = await snapshots.get('"h1:-1:5_0"', 'gzip', null, read)
    expect(reads).toBe(2)
    expect(gunzipSync(gzipped!).toString()).toBe(body('news'))
    // Another snapshot (another handle: another shape or viewer) is its own.
    const other = await snapshots.get('"h2:-1:5_0"', 'br', null, async () => body('people'))
    expect(brotliDecompressSync(other!).toString()).toBe(body('people'))
  })

  it('leaves small and large bodies to the caller, and does not keep them', async () => {
    snapshots = createCompressedSnapshots({ minBytes: 100, maxBodyBytes: 50_000 })
    let reads = 0
    expect(await snapshots.get('"a"', 'br', null, async () => (reads++, '[]'))).toBeNull()
    expect(await snapshots.get('"a"', 'br', null, async () => (reads++, '[]'))).toBeNull()
    expect(reads).toBe(2)
    // A known length outside the bounds is never read.
    expect(await snapshots.get('"b"', 'br', 10, async () => (reads++, '[]'))).toBeNull()
    expect(await snapshots.get('"c"', 'br', 60_000, async () => (reads++, body('x')))).toBeNull()
    expect(reads).toBe(2)
    expect(snapshots.stats().entries).toBe(0)
  })

  it('keeps at most its byte budget, dropping the least recently asked', async () => {
    const probe = createCompressedSnapshots()
    const one = (await probe.get('"x"', 'br', null, async () => body('x')))!.byteLength
    probe.close()
    snapshots = createCompressedSnapshots({ maxBytes: one * 2.5 })
    for (const tag of ['"1"', '"2"']) await snapshots.get(tag, 'br', null, async () => body(tag))
    await snapshots.get('"1"', 'br', null, async () => body('again')) // "1" asked again: the newest
    await snapshots.get('"3"', 'br', null, async () => body('"3"'))
    expect(snapshots.stats().entries).toBe(2)
    let reread = false
    await snapshots.get('"1"', 'br', null, async () => ((reread = true), body('"1"')))
    expect(reread).toBe(false)
    await snapshots.get('"2"', 'br', null, async () => ((reread = true), body('"2"')))
    expect(reread).toBe(true)
  })

  it('forgets an answer whose body could not be read, so the next asker tries again', async () => {
    snapshots = createCompressedSnapshots()
    expect(await snapshots.get('"e"', 'br', null, async () => Promise.reject(new Error('aborted')))).toBeNull()
    const bytes = await snapshots.get('"e"', 'br', null, async () => body('e'))
    expect(brotliDecompressSync(bytes!).toString()).toBe(body('e'))
  })
})
