// Page text from real PDF bytes (written by hand in make-test-pdf.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeTestPdf } from './make-test-pdf'
import { extractPdfPages } from './pdf-pages'

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-pages-'))
const file = (name: string, data: Buffer | string) => {
  const p = path.join(dir, name)
  writeFileSync(p, data)
  return p
}
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('extractPdfPages', () => {
  it('returns one string per page, in order, with Danish letters and line breaks', async () => {
    const pdf = file('manual.pdf', makeTestPdf(['Sikkerhedshjelm skal bæres\npå hele pladsen', '', 'Side 3: Førstehjælp (kasse) i skuret']))
    expect(await extractPdfPages(pdf)).toEqual(['Sikkerhedshjelm skal bæres\npå hele pladsen', '', 'Side 3: Førstehjælp (kasse) i skuret'])
  })

  it('throws on a file that only looks like a PDF', async () => {
    await expect(extractPdfPages(file('fake.pdf', '%PDF-1.4\nnot really a pdf at all'))).rejects.toThrow()
  })
})
