// Changing one's own password in /settings: the spec's rules and texts for a new password
// (as on the reset screen), plus the current one, which better-auth checks.
import { z } from 'zod'

export const PASSWORD_TOO_SHORT = 'Adgangskoden skal være mindst 6 tegn lang'
export const PASSWORDS_DIFFER = 'Adgangskoderne matcher ikke'

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Skriv din nuværende adgangskode'),
    newPassword: z.string().min(6, PASSWORD_TOO_SHORT),
    confirmation: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmation, { message: PASSWORDS_DIFFER, path: ['confirmation'] })
export type ChangePasswordInput = z.infer<typeof changePasswordInput>
