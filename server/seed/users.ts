// Creating people the way an administrator does: through better-auth's admin API (so the
// password is hashed by better-auth and the account row is right), then the profile details.
// The profile row itself comes from the trigger on "user" (migrations/0003_profiles.sql).
import type { Role } from '../../sync/rules'
import type { Auth } from '../auth/auth'
import type { Database } from '../db/connect'
import type { DB } from '../db/types'

export type ProfileDetails = Partial<
  Omit<DB['profiles'], 'user_id' | 'email' | 'role' | 'qr_code' | 'created_at' | 'certifications'>
> & { certifications?: { name: string; issueDate?: string | null; expiryDate?: string | null }[] }

export interface NewPerson {
  email: string
  password: string
  name: string
  role: Role
  profile?: ProfileDetails
}

export async function createPerson(auth: Auth, db: Database, person: NewPerson): Promise<string> {
  const { user } = await auth.api.createUser({
    body: { email: person.email, password: person.password, name: person.name, role: person.role },
  })
  const { certifications, ...details } = person.profile ?? {}
  const changes = {
    ...details,
    ...(certifications ? { certifications: JSON.stringify(certifications) } : {}),
  }
  if (Object.keys(changes).length > 0) {
    await db.kysely.updateTable('profiles').set(changes as never).where('user_id', '=', user.id).execute()
  }
  return user.id
}

/** Danish names → ASCII e-mail local parts: "Søren Østergård" → "soeren.oestergaard". */
export function emailLocalPart(name: string): string {
  const ascii = name
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'oe')
    .replaceAll('å', 'aa')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  const parts = ascii.split(/\s+/).map((p) => p.replace(/[^a-z0-9-]/g, '')).filter(Boolean)
  return [parts[0], parts[parts.length - 1]].join('.')
}
