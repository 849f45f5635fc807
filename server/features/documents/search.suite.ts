// Danish full-text search over stored pages, on a real database (PGlite and PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/connect'
import { migrate } from '../../db/migrate'
import { insertDocumentPages } from './pages-store'
import { searchDocumentPages } from './search'

export function searchSuite(label: string, databaseUrl: () => Promise<{ url?: string; drop?: () => Promise<void> }>) {
  describe(`searchDocumentPages (${label})`, () => {
    let db: Database
    let drop: (() => Promise<void>) | undefined
    beforeAll(async () => {
      const target = await databaseUrl()
      drop = target.drop
      db = await openDatabase({ databaseUrl: target.url })
      await migrate(db.sql)
      await db.kysely.transaction().execute(async (trx) => {
        await insertDocumentPages(trx, '11111111-1111-4111-8111-111111111111', 'handbook', ['Indledning', 'Stilladser skal kontrolleres hver uge', 'Hjelme og sikkerhedssko'])
        await insertDocumentPages(trx, '22222222-2222-4222-8222-222222222222', 'other', ['Stilladset blev kontrolleret'])
      })
    })
    afterAll(async () => {
      await db?.close()
      await drop?.()
    })

    it('finds pages by stemmed Danish words, cites the page, and filters by source', async () => {
      const hits = await searchDocumentPages(db.kysely, 'stilladset kontrolleret', { source: 'handbook' })
      expect(hits.map((h) => [h.document_id, h.page_number])).toEqual([['11111111-1111-4111-8111-111111111111', 2]])
      expect(hits[0].excerpt).toContain('«')
      expect(await searchDocumentPages(db.kysely, 'stilladser')).toHaveLength(2)
      expect(await searchDocumentPages(db.kysely, '   ')).toEqual([])
      // websearch syntax from a user is input, never an error
      expect(await searchDocumentPages(db.kysely, '"hjelme -sko or (')).toEqual(expect.any(Array))
    })
  })
}
