// Building, code and access input, shared by the forms (client) and the API (server) so both
// reject the same things with the same Danish text.
import { z } from 'zod'
import type { Building, BuildingAccess, BuildingCode } from '../schema/buildings'
import { optionalDay, optionalText, requiredText } from './fields'
import type { Written } from './written'

export const BUILDING_NAME_REQUIRED = 'Bygningens navn er påkrævet'
export const CODE_TYPE_REQUIRED = 'Kodetype er påkrævet'
export const CODE_VALUE_REQUIRED = 'Koden er påkrævet'
export const USER_REQUIRED = 'Vælg en bruger'

export const buildingInput = z.object({
  name: requiredText(BUILDING_NAME_REQUIRED, 200, 'Navnet må højst være 200 tegn'),
  address: optionalText(500),
  description: optionalText(5000),
})
export type BuildingInput = z.input<typeof buildingInput>

const codeValue = requiredText(CODE_VALUE_REQUIRED, 200, 'Koden må højst være 200 tegn')

export const buildingCodeInput = z.object({
  code_type: requiredText(CODE_TYPE_REQUIRED, 100, 'Kodetypen må højst være 100 tegn'),
  code_value: codeValue,
  description: optionalText(1000),
  /** 'YYYY-MM-DD'; empty means no end date (null). */
  valid_until: optionalDay(),
  is_active: z.boolean({ error: 'Ugyldig værdi for aktiv' }).default(true),
})
export type BuildingCodeInput = z.input<typeof buildingCodeInput>

/** Editing: only the fields sent change; an empty or absent value keeps the current one. */
export const buildingPatch = buildingInput.partial()

export const buildingCodePatch = buildingCodeInput.partial().extend({
  code_value: z
    .string({ error: CODE_VALUE_REQUIRED })
    .nullish()
    .transform((v) => (v?.trim() ? v : null))
    .pipe(codeValue.nullable()),
})

export const grantAccessInput = z.object({
  user_id: requiredText(USER_REQUIRED, 100, USER_REQUIRED),
})
export type GrantAccessInput = z.input<typeof grantAccessInput>

// The answers of /api/buildings, as the stores build them and buildings-api.ts reads them.

/** POST /api/buildings and PATCH /api/buildings/:id. */
export interface BuildingWritten extends Written {
  building: Building
}

/** Creating or changing a code: the code row, never its value. */
export interface WrittenCode extends Written {
  code: BuildingCode
}

/** Granting or revoking access: the grant row (kept as history once revoked). */
export interface WrittenAccess extends Written {
  access: BuildingAccess
}

/** POST /api/buildings/:id/codes/:codeId/reveal: the only answer that carries a code's value. */
export interface RevealedCode extends Written {
  code_id: string
  code_type: string
  code_value: string
  revealed_at: string
}
