// The SCIM User as this intranet keeps it: what a directory may send (validated with zod,
// lenient where Entra ID and Okta differ) and the attributes it is turned into. Only what a
// profile has is kept: names, e-mail, title, work phone, plus the directory's own userName,
// externalId and enterprise department (echoed back as sent; it places the person in the firm's
// department of that name, departments.ts).
import { z } from 'zod'
import { ENTERPRISE_USER } from './patch'

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User'

export const USER_TEXTS = {
  userName: 'Angiv userName',
  userNameTooLong: 'userName er for langt',
  email: 'Brugeren skal have en gyldig e-mailadresse (i emails eller som userName)',
  active: 'active skal være true eller false',
  tooLong: 'En værdi er for lang',
  list: 'emails og phoneNumbers skal være lister',
} as const

/** Entra ID sends booleans as "True"/"False". */
const booleanish = z.preprocess(
  (v) => (typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v),
  z.boolean({ error: USER_TEXTS.active }),
)
const text = (max = 200) => z.string({ error: USER_TEXTS.tooLong }).trim().max(max, USER_TEXTS.tooLong).nullish()
const multiValued = z
  .array(z.object({ value: text(320), type: text(40), primary: booleanish.nullish() }).passthrough(), { error: USER_TEXTS.list })
  .max(20, USER_TEXTS.list)
  .nullish()

export const scimUserInput = z
  .object({
    userName: z.string({ error: USER_TEXTS.userName }).trim().min(1, USER_TEXTS.userName).max(320, USER_TEXTS.userNameTooLong),
    externalId: text(300),
    active: booleanish.nullish(),
    displayName: text(),
    name: z.object({ givenName: text(), familyName: text(), formatted: text() }).passthrough().nullish(),
    title: text(),
    emails: multiValued,
    phoneNumbers: multiValued,
    [ENTERPRISE_USER]: z.object({ department: text() }).passthrough().nullish(),
  })
  .passthrough()

const EMAIL = z.email()

/** What the intranet keeps of a SCIM User. */
export interface UserAttributes {
  userName: string
  externalId: string | null
  active: boolean
  givenName: string | null
  familyName: string | null
  fullName: string
  email: string
  title: string | null
  phone: string | null
  department: string | null
}

type Item = { value?: string | null; type?: string | null; primary?: boolean | null }
/** The primary item, else the work one, else the first with a value. */
const pick = (items: Item[] | null | undefined) => {
  const withValue = (items ?? []).filter((i) => i.value)
  return (withValue.find((i) => i.primary) ?? withValue.find((i) => i.type?.toLowerCase() === 'work') ?? withValue[0])?.value ?? null
}

/** Throws the first issue's Danish text as the caller's 400. */
export function userAttributes(body: unknown, fail: (message: string) => never): UserAttributes {
  const parsed = scimUserInput.safeParse(body)
  if (!parsed.success) fail(parsed.error.issues[0]?.message ?? USER_TEXTS.userName)
  const u = parsed.data!
  const email = [pick(u.emails), u.userName].map((e) => e?.trim().toLowerCase()).find((e) => e && EMAIL.safeParse(e).success)
  if (!email) fail(USER_TEXTS.email)
  const givenName = u.name?.givenName || null
  const familyName = u.name?.familyName || null
  const fullName = u.displayName || u.name?.formatted || [givenName, familyName].filter(Boolean).join(' ') || email!.split('@')[0]
  return {
    userName: u.userName,
    externalId: u.externalId || null,
    active: u.active ?? true,
    givenName,
    familyName,
    fullName,
    email: email!,
    title: u.title || null,
    phone: pick(u.phoneNumbers),
    department: u[ENTERPRISE_USER]?.department || null,
  }
}

/** A provisioned person as stored: what the directory sent, and when. */
export interface StoredUser extends UserAttributes {
  id: string
  created: string
  lastModified: string
}

const iso = (value: string | Date) => new Date(value).toISOString()

export function userResource(u: StoredUser, baseUrl: string) {
  return {
    schemas: [USER_SCHEMA, ...(u.department ? [ENTERPRISE_USER] : [])],
    id: u.id,
    ...(u.externalId ? { externalId: u.externalId } : {}),
    userName: u.userName,
    name: {
      formatted: u.fullName,
      ...(u.givenName ? { givenName: u.givenName } : {}),
      ...(u.familyName ? { familyName: u.familyName } : {}),
    },
    displayName: u.fullName,
    active: u.active,
    emails: [{ value: u.email, type: 'work', primary: true }],
    ...(u.phone ? { phoneNumbers: [{ value: u.phone, type: 'work', primary: true }] } : {}),
    ...(u.title ? { title: u.title } : {}),
    ...(u.department ? { [ENTERPRISE_USER]: { department: u.department } } : {}),
    meta: { resourceType: 'User', created: iso(u.created), lastModified: iso(u.lastModified), location: `${baseUrl}/Users/${u.id}` },
  }
}
