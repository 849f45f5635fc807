// "Download mine data" (GDPR articles 15 and 20): every row about the signed-in person, read in
// one snapshot, as data.json, and their own files under files/, as one ZIP streamed to the
// browser. The export and its audit entry commit together.
import { Readable } from 'node:stream'
import { sql, type Kysely, type Transaction } from 'kysely'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import type { Viewer } from '../../../sync/rules'
import type { DB } from '../../db/types'
import type { Storage } from '../../storage'
import { recordAudit, type RequestOrigin } from '../audit/record'
import { PERSONAL_DATA, type PersonalTable } from './coverage'
import { ownFileKeys } from './files'

export interface PersonalExport {
  exportedAt: string
  userId: string
  /** What each part holds, in Danish, for the person reading the file. */
  about: string
  /** Rows per table, each the whole row less secrets and what only others may read. */
  tables: Record<string, { label: string; rows: Record<string, unknown>[] }>
  /** The files in the ZIP, by their path in it. */
  files: { path: string; bytes: number }[]
}

const ABOUT =
  'Alt hvad intranettet gemmer om dig: din konto og profil, dine opslag, kommentarer, nyheder og vurderinger, ' +
  'ferie, møder og opgaver, begivenheder og projekter du har oprettet, notifikationer og deres indstillinger, ' +
  'enheder, sessioner og push-abonnementer (uden nøgler), dine transskriptioner og revisionslogens poster om dig. ' +
  'Mappen files/ indeholder dit profilbillede og de filer, du har uploadet.'

async function rowsOf(trx: Transaction<DB>, table: string, spec: PersonalTable, userId: string) {
  const matches = Object.entries(spec.columns)
    .filter(([, use]) => use.export === true)
    .map(([column]) => sql<boolean>`${sql.ref(`t.${column}`)} = ${userId}`)
  if (matches.length === 0) return []
  const omit = spec.omit?.length ? sql` - ${sql.lit(`{${spec.omit.join(',')}}`)}::text[]` : sql``
  const extra = spec.exportWhere ? sql` and (${spec.exportWhere(userId)})` : sql``
  const { rows } = await sql<{ row: Record<string, unknown> }>`
    select to_jsonb(t)${omit} as row from ${sql.table(table)} t
     where (${sql.join(matches, sql` or `)})${extra}`.execute(trx)
  const parsed = rows.map((r) => (typeof r.row === 'string' ? JSON.parse(r.row) : r.row) as Record<string, unknown>)
  return spec.exportRow ? parsed.map((row) => spec.exportRow!(row, userId)) : parsed
}

export const filePath = (key: string) => `files/${key}`

/** Reads everything and writes the audit entry; the files themselves are streamed afterwards. */
export async function collectExport(kysely: Kysely<DB>, storage: Storage, viewer: Viewer, origin: RequestOrigin): Promise<PersonalExport> {
  return kysely
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const tables: PersonalExport['tables'] = {}
      for (const [table, spec] of Object.entries(PERSONAL_DATA)) {
        tables[table] = { label: spec.label, rows: await rowsOf(trx, table, spec, viewer.id) }
      }
      const files: PersonalExport['files'] = []
      for (const key of await ownFileKeys(trx, viewer.id)) {
        const bytes = await storage.size(key).catch(() => null)
        if (bytes !== null) files.push({ path: filePath(key), bytes })
      }
      await recordAudit(trx, { actorId: viewer.id, action: 'user.exported', target: { type: 'user', id: viewer.id }, details: { files: files.length }, origin })
      return { exportedAt: new Date().toISOString(), userId: viewer.id, about: ABOUT, tables, files }
    })
}

/**
 * The ZIP as a stream: data.json, then each file as stored (pictures, audio and PDFs are
 * compressed already). Pulled chunk by chunk, so a large upload is never held in memory.
 */
export function zipExport(data: PersonalExport, storage: Storage): Readable {
  async function* chunks() {
    const out: Uint8Array[] = []
    let failure: Error | null = null
    const zip = new Zip((err, chunk) => {
      if (err) failure = err
      else out.push(chunk)
    })
    const drain = function* () {
      if (failure) throw failure
      yield* out.splice(0)
    }
    const mtime = new Date(data.exportedAt)
    const json = new ZipDeflate('data.json', { level: 6 })
    json.mtime = mtime
    zip.add(json)
    json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true)
    yield* drain()
    for (const file of data.files) {
      const stream = await storage.read(file.path.slice('files/'.length))
      const entry = new ZipPassThrough(file.path)
      entry.mtime = mtime
      zip.add(entry)
      if (stream) {
        for await (const chunk of stream) {
          entry.push(chunk as Uint8Array)
          yield* drain()
        }
      }
      entry.push(new Uint8Array(0), true)
      yield* drain()
    }
    zip.end()
    yield* drain()
  }
  return Readable.from(chunks(), { objectMode: false })
}
