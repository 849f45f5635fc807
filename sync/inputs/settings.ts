// Changing one's own password in /settings: the same rules and texts for a new password
// (as on the reset screen), plus the current one, which better-auth checks.
import { z } from 'zod'
import { newPassword, PASSWORDS_DIFFER } from './auth'

export { PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from './auth'

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Skriv din nuværende adgangskode'),
    newPassword,
    confirmation: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmation, { message: PASSWORDS_DIFFER, path: ['confirmation'] })
export type ChangePasswordInput = z.infer<typeof changePasswordInput>
