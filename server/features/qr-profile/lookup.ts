// What a QR code reveals to anyone holding it, signed in or not (the page "Public
// profile by QR code"): image, name, job title, phone, emergency contact and the names and
// issue dates of certificates. Nothing else leaves: no e-mail, address, notes or ids.
import type { Kysely } from 'kysely'
import type { Certification } from '../../../sync/schema'
import type { DB } from '../../db/types'
import { mimeForKey, readBytes, type Storage } from '../../storage'
import { profileImageKey } from '../profiles/images'
import type { PublicQrProfile } from '../../../sync/inputs/qr-profile'

async function imageDataUrl(storage: Storage, url: string | null): Promise<string | null> {
  const key = profileImageKey(url)
  if (!key) return null
  const bytes = await readBytes(storage, key)
  return bytes ? `data:${mimeForKey(key)};base64,${bytes.toString('base64')}` : null
}

export async function findPublicQrProfile(kysely: Kysely<DB>, storage: Storage, qr: string): Promise<PublicQrProfile | null> {
  const row = await kysely
    .selectFrom('profiles')
    .select(['full_name', 'name', 'email', 'title', 'image', 'phone', 'emergency_contact_name', 'emergency_contact_phone', 'certifications'])
    .where('qr_code', '=', qr)
    // A leaver's badge no longer answers (their phone and emergency contact are not for the public).
    .where('deactivated_at', 'is', null)
    .executeTakeFirst()
  if (!row) return null
  const certs = Array.isArray(row.certifications) ? (row.certifications as Certification[]) : []
  return {
    name: row.full_name?.trim() || row.name?.trim() || 'Ukendt',
    role: row.title?.trim() || 'Medlem',
    image: await imageDataUrl(storage, row.image),
    phone: row.phone,
    emergency_contact_name: row.emergency_contact_name,
    emergency_contact_phone: row.emergency_contact_phone,
    certifications: certs
      .filter((c) => c && typeof c.name === 'string' && c.name.trim())
      .map((c) => ({ name: c.name, issueDate: c.issueDate ?? null })),
  }
}
