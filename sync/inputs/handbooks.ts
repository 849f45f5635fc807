// Handbook input, shared by the forms (client) and the API (server).
import { z } from 'zod'
import type { Handbook, HandbookCategory } from '../schema/handbooks'
import type { Written } from './written'
import { optionalText, requiredText } from './fields'

export const CATEGORY_NAME_REQUIRED = 'Angiv et kategorinavn'
export const CATEGORY_NAME_CHARS = 'Kategorinavnet må ikke indeholde /, \\, ?, # eller %'
export const HANDBOOK_NAME_REQUIRED = 'Angiv et navn'
/** The handbook upload limit and its message. */
export const HANDBOOK_MAX_BYTES = 100 * 1024 * 1024
export const HANDBOOK_TOO_LARGE = 'File size exceeds 100MB limit'
export const HANDBOOK_FILE_REQUIRED = 'Vælg en fil'

export const handbookCategoryInput = z.object({
  name: requiredText(CATEGORY_NAME_REQUIRED, 100, 'Kategorinavnet må højst være 100 tegn')
    // The name is the category's address (/handbooks/{name}): characters with a meaning in a
    // URL would break links that do not encode it.
    .refine((v) => !/[/\\?#%]/.test(v), CATEGORY_NAME_CHARS),
  description: optionalText(1000),
})
export type HandbookCategoryInput = z.input<typeof handbookCategoryInput>

export const handbookInput = z.object({
  name: requiredText(HANDBOOK_NAME_REQUIRED, 200, 'Navnet må højst være 200 tegn'),
  description: optionalText(2000),
  category_id: z.string({ error: 'Vælg en kategori' }).min(1, 'Vælg en kategori'),
})
export type HandbookInput = z.input<typeof handbookInput>

/**
 * The upload form: the file (the server enforces the same limit while the bytes arrive) and
 * the fields the server reads with handbookInput; the category comes from the page. F is the
 * browser's File, which this layer does not know.
 */
export const handbookUploadForm = <F extends { size: number }>() =>
  handbookInput.omit({ category_id: true }).extend({
    file: z
      .custom<F | null>()
      .refine((f) => f != null, HANDBOOK_FILE_REQUIRED)
      .refine((f) => f == null || f.size <= HANDBOOK_MAX_BYTES, HANDBOOK_TOO_LARGE),
  })

/** The default name: the file name without its extension ('Manual.v2.pdf' → 'Manual.v2'). */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return (dot > 0 ? base.slice(0, dot) : base).trim()
}

// The answers of /api/handbooks, as the stores build them and handbooks-api.ts reads them.

/** POST /api/handbooks/categories. */
export interface HandbookCategoryWritten extends Written {
  category: HandbookCategory
}

/** POST /api/handbooks (multipart): the file's row; its page text follows through sync. */
export interface HandbookWritten extends Written {
  handbook: Handbook
}
