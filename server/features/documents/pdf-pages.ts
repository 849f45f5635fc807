// Text of a PDF, one string per page, so search and the AI assistant can cite a document by
// page. pdfjs's legacy build is the one that runs in Node; it reads the file from disk itself
// (no 100 MB buffer in memory) and runs its parser on a fake worker in this process.
import { pathToFileURL } from 'node:url'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Safety limits: a hostile or huge PDF must not hold the upload request for ever. */
export const MAX_PDF_PAGES = 2000
export const MAX_PAGE_CHARS = 100_000

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs')
let loaded: Promise<PdfJs> | null = null

function loadPdfJs(): Promise<PdfJs> {
  loaded ??= (async () => {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const require = createRequire(import.meta.url)
    const worker = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')
    pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(worker).href
    return pdfjs
  })()
  return loaded
}

const standardFonts = () => {
  const require = createRequire(import.meta.url)
  return path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep
}

/** Whitespace as a reader sees it: runs collapsed, a line break where pdfjs marks one. */
function pageText(items: readonly unknown[]): string {
  let text = ''
  for (const item of items) {
    const it = item as { str?: string; hasEOL?: boolean }
    if (typeof it.str !== 'string') continue
    text += it.str
    if (it.hasEOL) text += '\n'
  }
  return text
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    // eslint-disable-next-line no-control-regex -- NUL is what it removes (PostgreSQL text refuses it)
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, MAX_PAGE_CHARS)
}

/**
 * One string per page (page 1 first); a page without text is ''. Throws when the file is not
 * a readable PDF (callers decide whether that refuses the upload or just skips the text).
 */
export async function extractPdfPages(file: string): Promise<string[]> {
  const pdfjs = await loadPdfJs()
  const task = pdfjs.getDocument({
    url: file,
    standardFontDataUrl: standardFonts(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  })
  const doc = await task.promise
  try {
    const pages: string[] = []
    const count = Math.min(doc.numPages, MAX_PDF_PAGES)
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      pages.push(pageText(content.items))
      page.cleanup()
    }
    return pages
  } finally {
    await doc.destroy()
  }
}
