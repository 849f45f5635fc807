// Helpers for the AI and transcription tests.
import net from 'node:net'
import { TEST_ORIGIN, type TestServer } from '../../test/app'
import { makeTestPdf } from '../documents/make-test-pdf'

/** A URL on which nothing listens (a port that was free a moment ago). */
export async function freePortUrl(): Promise<string> {
  const port = await new Promise<number>((resolve, reject) => {
    const srv = net.createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
  return `http://127.0.0.1:${port}`
}


/** Danish handbooks, one page per string, uploaded through the real handbook API. */
export const SAFETY_PAGES = [
  'Indledning\nDenne håndbog beskriver sikkerhed på byggepladsen for alle medarbejdere.',
  'Stilladser\nAlle stilladser skal inspiceres dagligt før brug af en kompetent person.\nFaldsikring er påkrævet ved arbejde over to meters højde.',
  'Førstehjælp\nFørstehjælpskassen står i skurvognen ved indgangen.\nVed ulykker ringes 112.',
]
export const STAFF_PAGES = [
  'Ferie\nFerie skal aftales med nærmeste leder senest tre måneder før.\nFeriepenge udbetales efter ferieloven.',
  'Sygdom\nSygdom meldes til nærmeste leder før klokken 7 på første sygedag.',
]

export async function uploadHandbooks(s: TestServer, adminCookie: string) {
  const cat = await s.request('/api/handbooks/categories', { method: 'POST', cookie: adminCookie, json: { name: `Håndbøger ${Date.now()}` } })
  if (cat.status !== 201) throw new Error(`category: ${cat.status} ${await cat.text()}`)
  const categoryId = (await cat.json()).category.id as string
  const upload = async (fileName: string, pages: string[]) => {
    const form = new FormData()
    form.append('category_id', categoryId)
    form.append('file', new Blob([new Uint8Array(makeTestPdf(pages))], { type: 'application/pdf' }), fileName)
    const res = await s.app.request('/api/handbooks', { method: 'POST', headers: { cookie: adminCookie, origin: TEST_ORIGIN }, body: form })
    if (res.status !== 201) throw new Error(`handbook: ${res.status} ${await res.text()}`)
    return (await res.json()).handbook as { id: string; file_url: string; file_name: string }
  }
  return {
    safety: await upload('Sikkerhedshaandbog.pdf', SAFETY_PAGES),
    staff: await upload('Personalehaandbog.pdf', STAFF_PAGES),
  }
}
