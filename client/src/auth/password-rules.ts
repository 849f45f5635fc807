// The spec's rules for choosing a new password, in the order the user should fix them.
export const MIN_PASSWORD_LENGTH = 6

export const PASSWORD_TOO_SHORT = 'Adgangskoden skal være mindst 6 tegn lang'
export const PASSWORDS_DIFFER = 'Adgangskoderne matcher ikke'

export function newPasswordError(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT
  if (password !== confirmation) return PASSWORDS_DIFFER
  return null
}
