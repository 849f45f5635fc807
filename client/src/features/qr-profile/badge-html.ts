// A printable badge (helmet sticker / site card) as a standalone HTML document, printed
// from its own window so the app's layout never ends up on paper.

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

export interface BadgeContent {
  companyName: string
  name: string
  title: string
  imageUrl: string | null
  qrSvg: string
  url: string
}

export function badgeHtml(b: BadgeContent): string {
  const photo = b.imageUrl ? `<img class="photo" src="${escape(b.imageUrl)}" alt="">` : ''
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>ID-kort – ${escape(b.name)}</title>
<style>
  @page { size: 85.6mm 54mm; margin: 0 }
  * { box-sizing: border-box }
  body { margin: 0; font-family: system-ui, sans-serif; color: #111 }
  .badge { width: 85.6mm; height: 54mm; padding: 4mm; display: flex; gap: 4mm; border: 0.3mm solid #ccc; border-radius: 3mm }
  .info { flex: 1; display: flex; flex-direction: column; min-width: 0 }
  .company { font-size: 7pt; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; color: #1e3a5f }
  .photo { width: 16mm; height: 16mm; object-fit: cover; border-radius: 50%; margin: 2mm 0 }
  .name { font-size: 11pt; font-weight: 700; line-height: 1.15; overflow-wrap: anywhere }
  .title { font-size: 8pt; color: #444 }
  .hint { margin-top: auto; font-size: 6pt; color: #555 }
  .qr { width: 30mm; display: flex; flex-direction: column; justify-content: center }
  .qr svg { width: 30mm; height: 30mm }
  @media screen { body { padding: 16px; background: #f3f4f6 } .badge { background: #fff } }
</style></head><body>
<div class="badge"><div class="info">
  <div class="company">${escape(b.companyName)}</div>${photo}
  <div class="name">${escape(b.name)}</div><div class="title">${escape(b.title)}</div>
  <div class="hint">Scan koden for nødkontakt og certifikater</div>
</div><div class="qr">${b.qrSvg}</div></div>
<script>window.addEventListener('load', () => setTimeout(() => window.print(), 200))</script>
</body></html>`
}
