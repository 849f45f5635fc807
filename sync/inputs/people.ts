// Inputs for the own profile, the public QR lookup and user administration, shared by the
// forms (client) and the API (server) so both reject the same things with the same words.
import { z } from 'zod'
import type { Role } from '../rules'
import type { Profile } from '../schema'
import { optionalText, requiredText } from './fields'
import { MIN_PASSWORD_LENGTH } from './auth'
import type { Written } from './written'

export const PASSWORD_TOO_SHORT = 'Adgangskoden skal mindst bestå af 6 tegn'

export const QR_MISSING = 'Ingen profil-QR-kode angivet'
export const QR_INVALID = 'Ugyldigt QR-kodeformat'
export const QR_NOT_FOUND = 'Profil blev ikke fundet'

/** A QR code's id: required, 6-36 letters, digits, hyphens or underscores. */
export const qrCodeParam = z
  .string({ error: QR_MISSING })
  .min(1, QR_MISSING)
  .regex(/^[A-Za-z0-9_-]{6,36}$/, QR_INVALID)

const phone = z
  .string({ error: 'Ugyldigt telefonnummer' })
  .trim()
  .max(40, 'Ugyldigt telefonnummer')
  .regex(/^$|^\+?[0-9 ()\-./]{3,40}$/, 'Ugyldigt telefonnummer')
  .nullish()
  .transform((v) => (v ? v : null))

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar day 'YYYY-MM-DD' that exists; `past` also refuses days after today. */
export function isValidDay(value: string, past = false): boolean {
  const m = isoDay.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (y < 1900 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false
  return !past || date.getTime() <= Date.now()
}

const day = (message: string, past = false) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === '' || isValidDay(v, past), message)
    .nullish()
    .transform((v) => (v ? v : null))

export const certificationInput = z.object({
  name: requiredText('Certificeringens navn er påkrævet', 200, 'Teksten er for lang'),
  issueDate: day('Ugyldig udstedelsesdato'),
  expiryDate: day('Ugyldig udløbsdato'),
})

/** What a person may change on their own profile. The access role is not among it. */
export const profilePatch = z.object({
  full_name: optionalText(200),
  name: optionalText(100),
  /** The job title, labelled 'Role' on the profile page. */
  title: optionalText(100),
  birthday: day('Ugyldig fødselsdato', true),
  phone,
  address: optionalText(200),
  city: optionalText(100),
  postal_code: optionalText(20),
  country: optionalText(100),
  emergency_contact_name: optionalText(200),
  emergency_contact_phone: phone,
  notes: optionalText(2000),
  certifications: z.array(certificationInput, { error: 'Ugyldige certificeringer' }).max(50, 'Højst 50 certificeringer'),
  color: z
    .string({ error: 'Ugyldig farve' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Ugyldig farve')
    .nullish()
    .transform((v) => v ?? null),
}).partial()
export type ProfilePatch = z.output<typeof profilePatch>
export const PROFILE_FIELDS = Object.keys(profilePatch.shape) as (keyof ProfilePatch)[]

export const ASSIGNABLE_ROLES = ['user', 'admin'] as const

export const roleInput = z.object({
  role: z.enum(['user', 'admin', 'administrator'], { error: 'Ugyldig rolle' }),
})

/** Site crews sign in with a username or a phone number: spaces go, letters are lower-cased. */
export const USERNAME_INVALID = 'Brugernavnet skal være 3-30 tegn: bogstaver, tal, punktum, bindestreg eller understregning (eller et telefonnummer)'
export const USERNAME_PATTERN = /^\+?[a-z0-9._-]{3,30}$/
export const normalizeUsername = (value: string) => value.replace(/\s+/g, '').toLowerCase()

const textOrEmpty = z
  .string({ error: 'Ugyldig tekst' })
  .optional()
  .nullable()
  .transform((v) => v ?? '')

/** "Opret bruger"; with `invite` the person chooses their own password by e-mail. */
export const newUserInput = z
  .object({
    email: textOrEmpty.transform((v) => v.trim().toLowerCase()),
    /** For people without an e-mail address (site crews): they sign in with this instead. */
    username: textOrEmpty.transform(normalizeUsername),
    password: z.string({ error: 'Adgangskode er påkrævet' }).max(200, 'Adgangskoden er for lang').optional(),
    name: requiredText('Navn er påkrævet', 100, 'Navnet er for langt'),
    full_name: requiredText('Fulde navn er påkrævet', 200, 'Navnet er for langt'),
    role: z.enum(ASSIGNABLE_ROLES, { error: 'Vælg rollen bruger eller administrator' }).default('user'),
    invite: z.boolean({ error: 'Ugyldig værdi for invitation' }).default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.username) ctx.addIssue({ code: 'custom', path: ['email'], message: 'E-mail er påkrævet' })
    else if (v.email && !z.email().safeParse(v.email).success) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Ugyldig e-mailadresse' })
    if (v.username && !USERNAME_PATTERN.test(v.username)) ctx.addIssue({ code: 'custom', path: ['username'], message: USERNAME_INVALID })
    if (v.invite) {
      if (!v.email) ctx.addIssue({ code: 'custom', path: ['invite'], message: 'En invitation kræver en e-mailadresse' })
      return
    }
    if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Adgangskode er påkrævet' })
    else if (v.password.length < MIN_PASSWORD_LENGTH) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_SHORT })
  })
export type NewUserInput = z.input<typeof newUserInput>

/** An administrator's new password for someone (site crews have no e-mail for a reset link). */
export const setPasswordInput = z.object({
  password: z.string({ error: 'Adgangskode er påkrævet' }).min(1, 'Adgangskode er påkrævet').min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(200, 'Adgangskoden er for lang'),
})

// The answers of /api/profile (the signed-in person's own), as the server builds them and
// profile-api.ts reads them.

/** PATCH /api/profile: the row as stored. */
export interface WrittenProfile extends Written {
  profile: Profile
}

/** POST /api/profile/image: the stored picture's address. */
export interface ProfileImageUploaded extends Written {
  image: string
}

/** DELETE /api/profile/image. */
export interface ProfileImageRemoved extends Written {
  image: null
}

// The answers of /api/users (administrators), as the server builds them and users-api.ts reads them.

/** POST /api/users. */
export interface CreatedUser extends Written {
  /** `email` is null for a site crew member, who signs in with `username`. */
  user: { id: string; email: string | null; username: string | null; name: string; full_name: string; role: string }
  invited: boolean
  /** Set when the account exists but the invitation could not be sent. */
  warning?: string
}

/** PATCH /api/users/:id/role. */
export interface RoleSet extends Written {
  user: { id: string; role: Role }
}

/** POST /api/users/:id/deactivate and /reactivate. */
export interface DeactivationSet extends Written {
  deactivated: boolean
}

/** POST /api/users/:id/invite: a new invitation link was sent. */
export interface InviteSent {
  invited: true
}

/** POST /api/users/:id/qr-code: the person's new QR code (the old one stops working). */
export interface QrCodeRenewed extends Written {
  qr_code: string
}

export interface ErasureLine {
  /** `<table>.deleted`, `<table>.anonymised` or `files.deleted`. */
  kind: string
  count: number
  /** Danish, for the administrator: "Opslag: 12 anonymiseret". */
  text: string
}

/** POST /api/users/:id/erase: what was deleted or anonymised, line by line. */
export interface ErasureOutcome extends Written {
  erased: true
  outcome: ErasureLine[]
}
