// The signed-out screens' inputs and the rules for a new password, shared by the reset
// screen and the settings page so the rules and their texts are written once.
import { z } from 'zod'

export const MIN_PASSWORD_LENGTH = 6
export const PASSWORD_TOO_SHORT = 'Adgangskoden skal være mindst 6 tegn lang'
export const PASSWORDS_DIFFER = 'Adgangskoderne matcher ikke'

/** A deactivated person's refusal (sign-in, and every answer to a revoked session), by code and text. */
export const ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED'
export const ACCOUNT_DEACTIVATED_MESSAGE = 'Din konto er deaktiveret. Kontakt en administrator.'

export const newPassword = z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)

/** A new password typed twice; the length is reported before a mismatch. */
export const newPasswordInput = z
  .object({ password: newPassword, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { message: PASSWORDS_DIFFER, path: ['confirmation'] })
export type NewPasswordInput = z.infer<typeof newPasswordInput>

const email = z.string().trim().min(1, 'Skriv din e-mailadresse').pipe(z.email('Ugyldig e-mailadresse'))

/** The sign-in's "E-mail eller brugernavn": with an @ it must be an address; else a site crew's username or phone number. */
const emailOrUsername = z
  .string()
  .trim()
  .min(1, 'Skriv din e-mailadresse eller dit brugernavn')
  .refine((v) => !v.includes('@') || z.email().safeParse(v).success, 'Ugyldig e-mailadresse')

export const signInInput = z.object({ email: emailOrUsername, password: z.string().min(1, 'Skriv din adgangskode') })

/** True when the sign-in's identifier is a username (or phone number), not an e-mail address. */
export const isUsernameSignIn = (identifier: string) => !identifier.includes('@')
export type SignInInput = z.infer<typeof signInInput>

export const forgotPasswordInput = z.object({ email })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>
