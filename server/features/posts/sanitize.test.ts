// The server's sanitiser against the classic ways to smuggle script into rich text. Every
// output is parsed again and must hold only the allowed tags, attributes and link schemes.
import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '../../../sync/inputs/rich-text'
import { sanitizePostHtml } from './sanitize'

function elements(html: string) {
  const found: { tag: string; attrs: Record<string, string> }[] = []
  const parser = new Parser({ onopentag: (tag, attrs) => found.push({ tag, attrs }) }, { decodeEntities: true })
  parser.write(html)
  parser.end()
  return found
}

function assertSafe(html: string) {
  for (const { tag, attrs } of elements(html)) {
    expect(RICH_TEXT_TAGS as readonly string[], html).toContain(tag)
    for (const [name, value] of Object.entries(attrs)) {
      expect(RICH_TEXT_ATTRIBUTES as readonly string[], html).toContain(name)
      if (name === 'href') expect(value, html).toMatch(/^(https?:\/\/|mailto:)/i)
    }
  }
  expect(html).not.toMatch(/<\s*(script|img|svg|math|style|iframe|object|embed|form|input|noscript|template)/i)
  // Stable: a second pass changes nothing, so nothing is left for a re-parse to "mutate".
  expect(sanitizePostHtml(html)).toBe(html)
}

const ATTACKS = [
  '<script>alert(1)</script><p>hej</p>',
  '<p>hej<script src="https://evil.example/x.js"></script></p>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>klik</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="  javascript:alert(1)">link</a>',
  '<a href="java&#x09;script:alert(1)">link</a>',
  '<a href="&#106;avascript:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="//evil.example">link</a>',
  '<a href="/relative">link</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)><p>x</p></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">stil</p>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<template><img src=x onerror=alert(1)></template>',
  '<p>a</p><<script>script>alert(1)<</script>/script>',
  '<a href="https://ok.example" onfocus="alert(1)" autofocus>ok</a>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<base href="javascript:/"><a href="x">x</a>',
  '<h1><meta http-equiv="refresh" content="0;url=javascript:alert(1)">titel</h1>',
]

describe('sanitizePostHtml', () => {
  it.each(ATTACKS)('leaves nothing executable in %s', (attack) => {
    const clean = sanitizePostHtml(attack)
    assertSafe(clean)
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text/i)
    expect(clean).not.toMatch(/\son\w+\s*=/i)
  })

  it('keeps the editor\'s formatting exactly', () => {
    const html =
      '<h2>Nyt fra pladsen</h2><p><strong>Fed</strong>, <em>kursiv</em> og <u>understreget</u><br />ny linje</p>' +
      '<ul><li>et</li></ul><ol><li>to</li></ol><p><a href="https://example.dk/x?a=1&amp;b=2">læs</a> ' +
      '<a href="mailto:info@example.dk">skriv</a></p>'
    expect(sanitizePostHtml(html)).toBe(html)
  })

  it('drops tags outside the list but keeps their text, and secures links opening a new tab', () => {
    expect(sanitizePostHtml('<div><span class="x">tekst</span> <code>kode</code></div>')).toBe('tekst kode')
    expect(sanitizePostHtml('<a href="https://a.dk" target="_blank">a</a>')).toBe(
      '<a href="https://a.dk" target="_blank" rel="noopener noreferrer">a</a>',
    )
    expect(sanitizePostHtml('<a href="https://a.dk" target="_top" title="t">a</a>')).toBe('<a href="https://a.dk">a</a>')
  })

  it('treats an editor\'s empty document as no body', () => {
    expect(sanitizePostHtml('<p></p>')).toBe('')
    expect(sanitizePostHtml('<p> <br> </p><script>x</script>')).toBe('')
    expect(sanitizePostHtml('<p>&nbsp;</p>')).toBe('')
  })
})
