// POST /api/handbooks: one file streamed into storage (size limit enforced while the bytes
// arrive, type judged by content), then validated fields, PDF text per page, and one
// transaction for the row and its pages. Any refusal after the file landed removes it again.
import type { Context } from 'hono'
import { handbookInput, HANDBOOK_FILE_REQUIRED, HANDBOOK_TOO_LARGE, nameFromFileName } from '../../../sync/inputs/handbooks'
import type { Viewer } from '../../../sync/rules'
import type { Database } from '../../db/connect'
import { ApiError, badRequest, notFound } from '../../http/errors'
import { isUuid, parseInput } from '../../http/validate'
import { DOCUMENT_TYPES, receiveUpload, type Storage } from '../../storage'
import { extractPdfPages } from '../documents'
import { BODY_OVERHEAD_BYTES, capRequestBody } from './capped-body'
import { insertHandbook } from './handbook-store'
import { CATEGORY_NOT_FOUND, UNSAFE_NAME } from './messages'

/** Names are only ever displayed, but a name that looks like a path is refused outright. */
const looksLikePath = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[/\\]/.test(name) || name.trim() === '.' || name.trim() === '..' || /[\u0000-\u001f\u007f]/.test(name)

async function pdfText(path: string): Promise<string[] | null> {
  try {
    return await extractPdfPages(path)
  } catch (err) {
    // A damaged PDF is still a file people may want to download; it just has no text.
    console.warn(`[handbooks] no text from ${path}: ${(err as Error).message}`)
    return null
  }
}

export async function receiveHandbook(c: Context, deps: { db: Database; storage: Storage; maxBytes: number }, viewer: Viewer) {
  const body = capRequestBody(c, deps.maxBytes + BODY_OVERHEAD_BYTES)
  const received = await receiveUpload(body.context, deps.storage, {
    bucket: 'handbooks',
    maxBytes: deps.maxBytes,
    accept: DOCUMENT_TYPES,
    maxFiles: 1,
    messages: { missing: HANDBOOK_FILE_REQUIRED, tooLarge: () => HANDBOOK_TOO_LARGE },
  }).catch((err) => {
    throw body.capped() ? new ApiError(413, HANDBOOK_TOO_LARGE) : err
  })
  if (body.capped()) {
    await Promise.all(received.files.map((f) => deps.storage.remove(f.key)))
    throw new ApiError(413, HANDBOOK_TOO_LARGE)
  }
  const { files, fields } = received
  const file = files[0]
  try {
    if (looksLikePath(file.originalName)) throw badRequest(UNSAFE_NAME)
    const input = parseInput(handbookInput, {
      name: fields.name?.trim() ? fields.name : nameFromFileName(file.originalName),
      description: fields.description,
      category_id: fields.category_id,
    })
    if (looksLikePath(input.name)) throw badRequest(UNSAFE_NAME)
    if (!isUuid(input.category_id)) throw notFound(CATEGORY_NOT_FOUND)
    const pages = file.mime === 'application/pdf' ? await deps.storage.withLocalFile(file.key, (path) => pdfText(path)) : null
    return await insertHandbook(deps.db.kysely, viewer, {
      name: input.name,
      description: input.description,
      category_id: input.category_id.toLowerCase(),
      file_name: file.originalName,
      file_path: file.key,
      file_url: file.url,
      file_size: file.size,
      file_type: file.mime,
      pages,
    })
  } catch (err) {
    await deps.storage.remove(file.key)
    throw err
  }
}
