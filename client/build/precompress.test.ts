import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { leftMarker, precompressDir, precompressPlugin } from './precompress'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})
async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'precompress-'))
  dirs.push(dir)
  return dir
}

const SCRIPT = 'export const greeting = "hej";\n'.repeat(200)

describe('precompressDir', () => {
  it('writes .br and .gz beside each compressible file that they make smaller, and leaves small ones', async () => {
    const dist = await folder()
    await writeFile(path.join(dist, 'app.js'), SCRIPT)
    await writeFile(path.join(dist, 'tiny.js'), 'x')
    await precompressDir(dist)
    expect(brotliDecompressSync(await readFile(path.join(dist, 'app.js.br'))).toString()).toBe(SCRIPT)
    expect(gunzipSync(await readFile(path.join(dist, 'app.js.gz'))).toString()).toBe(SCRIPT)
    expect(existsSync(path.join(dist, 'tiny.js.br'))).toBe(false)
  })

  it('cachedOnly leaves what the cache lacks for a later run, which finishes it; nothing half-written stays behind', async () => {
    const [dist, cacheDir] = [await folder(), await folder()]
    await writeFile(path.join(dist, 'app.js'), SCRIPT)
    expect(await precompressDir(dist, { cacheDir, cachedOnly: true })).toMatchObject({ files: 1, left: 2 })
    expect(existsSync(path.join(dist, 'app.js.br'))).toBe(false)

    expect(await precompressDir(dist, { cacheDir, keepExisting: true })).toMatchObject({ left: 0 })
    expect(brotliDecompressSync(await readFile(path.join(dist, 'app.js.br'))).toString()).toBe(SCRIPT)

    // The next build of the same content finds it all in the cache.
    const again = await folder()
    await writeFile(path.join(again, 'app.js'), SCRIPT)
    expect(await precompressDir(again, { cacheDir, cachedOnly: true })).toMatchObject({ left: 0 })
    expect(gunzipSync(await readFile(path.join(again, 'app.js.gz'))).toString()).toBe(SCRIPT)
    expect((await readdir(again)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })
})

describe('precompressPlugin', () => {
  it('marks a build that left encodings for later, and unmarks the next one that left none', async () => {
    const [root, cacheDir] = [await folder(), await folder()]
    const outDir = path.join(root, 'client')
    await mkdir(outDir)
    await writeFile(path.join(outDir, 'app.js'), SCRIPT)
    const build = async (cachedOnly: boolean) => {
      const plugin = precompressPlugin({ cacheDir, cachedOnly }) as unknown as {
        configResolved(config: unknown): void
        closeBundle(): Promise<void>
      }
      plugin.configResolved({ root, build: { outDir: 'client' }, logger: { info: () => {} } })
      await plugin.closeBundle()
    }
    await build(true)
    expect(existsSync(leftMarker(outDir))).toBe(true)
    await build(false)
    expect(existsSync(leftMarker(outDir))).toBe(false)
  })
})
