// Project, update and important-date input, shared by the forms (client) and the API (server).
import { z } from 'zod'
import { PROJECT_STATUSES, type Project, type ProjectImage, type ProjectImportantDate, type ProjectUpdate } from '../schema/projects'
import { END_BEFORE_START, requiredDate } from './vacations'
import type { Written } from './written'
import { optionalDay, optionalText, requiredText } from './fields'

export const PROGRESS_STEP = 5

/** Clamped to 0-100, anything that is not a number becomes 0: a progress bar never breaks. */
export function clampProgress(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  if (!Number.isFinite(n)) return 0
  return Math.min(100, Math.max(0, Math.round(n)))
}

const optionalDescription = optionalText(5000)
/** Empty date fields are saved as null, not as an empty string no date column takes. */
const optionalDate = optionalDay()

export const projectStatus = z.enum(PROJECT_STATUSES, { error: 'Ugyldig status' })

const projectFields = {
  name: requiredText('Projektnavn er påkrævet', 200, 'Projektnavnet må højst være 200 tegn'),
  description: optionalDescription,
  status: projectStatus,
  start_date: optionalDate,
  end_date: optionalDate,
  deadline: optionalDate,
  /** A user id, or null for none. */
  project_leader: z
    .string({ error: 'Ugyldig projektleder' })
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v ? v : null)),
}

const datesInOrder = (v: { start_date?: string | null; end_date?: string | null }) =>
  !v.start_date || !v.end_date || v.end_date >= v.start_date

export const projectInput = z
  .object({ ...projectFields, status: projectStatus.default('pending') })
  .refine(datesInOrder, { message: END_BEFORE_START, path: ['end_date'] })
export type ProjectInput = z.input<typeof projectInput>

/** Only the fields sent are changed; the stored dates are re-checked by the server. */
export const projectPatch = z
  .object(projectFields)
  .partial()
  .refine(datesInOrder, { message: END_BEFORE_START, path: ['end_date'] })
export type ProjectPatch = z.input<typeof projectPatch>

export const projectUpdateInput = z.object({
  title: requiredText('Titel er påkrævet', 200, 'Titlen må højst være 200 tegn'),
  description: requiredText('Beskrivelse er påkrævet', 5000, 'Teksten er for lang'),
  progress: z.unknown().optional().transform(clampProgress),
  status: projectStatus,
})
export type ProjectUpdateInput = z.input<typeof projectUpdateInput>

export const importantDateInput = z.object({
  title: requiredText('Titel er påkrævet', 200, 'Titlen må højst være 200 tegn'),
  date: requiredDate('Dato er påkrævet'),
  description: optionalDescription,
})
export type ImportantDateInput = z.input<typeof importantDateInput>

/** One caption for all images of an upload. */
export const imageCaption = z.string().trim().max(500, 'Billedteksten må højst være 500 tegn').transform((v) => v || null)

export const NO_IMAGES = 'Vælg mindst ét billede'
export const NOT_AN_IMAGE = (name: string) => `Filen ${name} er ikke et billede. Vælg JPG, PNG, GIF eller WebP.`

/**
 * The upload form: the browser's quick answer on the picked files (the server decides by
 * content, with the same messages) and the caption the server reads with imageCaption.
 * F is the browser's File, which this layer does not know.
 */
export const imageUploadForm = <F extends { name: string; type: string }>() =>
  z.object({
    files: z
      .array(z.custom<F>())
      .min(1, NO_IMAGES)
      .superRefine((files, ctx) => {
        const notImage = files.find((f) => !f.type.startsWith('image/'))
        if (notImage) ctx.addIssue({ code: 'custom', message: NOT_AN_IMAGE(notImage.name) })
      }),
    caption: imageCaption,
  })

// The answers of /api/projects, as the stores build them and projects-api.ts reads them: each
// write answers the row as stored (a delete only its txid).

/** POST /api/projects and PATCH /api/projects/:id. */
export interface ProjectWritten extends Written {
  project: Project
}

/** POST and PATCH /api/projects/:id/updates. */
export interface ProjectUpdateWritten extends Written {
  update: ProjectUpdate
}

/** POST and PATCH /api/projects/:id/dates. */
export interface ImportantDateWritten extends Written {
  date: ProjectImportantDate
}

/** POST /api/projects/:id/images (multipart): one row per file, in the order sent. */
export interface ProjectImagesWritten extends Written {
  images: ProjectImage[]
}
