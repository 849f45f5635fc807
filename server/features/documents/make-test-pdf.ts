// A tiny, valid PDF written by hand for tests: one page per string, Helvetica with
// WinAnsiEncoding so Danish letters (æ, ø, å) survive, and a correct xref table so strict
// readers accept it. No PDF library is needed to make one.

/** WinAnsi bytes for a string, with the PDF string escapes; characters outside Latin-1 become '?'. */
function pdfString(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`
    else if (code >= 0x20 && code < 0x7f) out += ch
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += '?'
  }
  return `(${out})`
}

/** Lines of a page are separated by '\n' in `pages[i]`. */
export function makeTestPdf(pages: string[]): Buffer {
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  const fontNo = 3
  const firstPageNo = 4
  const pageNos = pages.map((_, i) => firstPageNo + i * 2)
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add(`<< /Type /Pages /Kids [${pageNos.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  for (const [i, text] of pages.entries()) {
    const lines = text.split('\n')
    const ops = lines.map((line, j) => `${j === 0 ? '' : '0 -16 Td '}${pdfString(line)} Tj`).join('\n')
    const stream = `BT /F1 12 Tf 72 720 Td\n${ops}\nET`
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${fontNo} 0 R >> >> /Contents ${pageNos[i] + 1} 0 R >>`,
    )
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
  }
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (const [i, obj] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`
  }
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
