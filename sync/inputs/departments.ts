// Department input, shared by the admin form (client) and the API (server). A department is
// a name; posts may name one (the post form's 'Afdeling' select appears once one exists).
import { z } from 'zod'
import type { Department } from '../schema/posts'
import type { Written } from './written'
import { requiredText } from './fields'

export const DEPARTMENT_NAME_MAX = 100

export const DEPARTMENT_TEXTS = {
  nameRequired: 'Indtast et navn på afdelingen',
  nameTooLong: `Navnet må højst være ${DEPARTMENT_NAME_MAX} tegn`,
  exists: 'Der findes allerede en afdeling med det navn',
  notFound: 'Afdelingen blev ikke fundet',
  adminOnly: 'Kun administratorer kan ændre afdelinger',
} as const

export const departmentInput = z.object({
  name: requiredText(DEPARTMENT_TEXTS.nameRequired, DEPARTMENT_NAME_MAX, DEPARTMENT_TEXTS.nameTooLong),
})
export type DepartmentInput = z.input<typeof departmentInput>

/** What POST /api/departments and PATCH /api/departments/:id answer: the row as stored. */
export interface DepartmentWritten extends Written {
  department: Department
}
