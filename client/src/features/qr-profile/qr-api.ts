// The public lookup (no session needed) and the admin's "new code" action.
import { apiRequest } from '@/lib/api'

export interface PublicQrProfile {
  name: string
  role: string
  image: string | null
  phone: string | null
  emergency_contact_name: string | null
  emergency_contact_phone: string | null
  certifications: { name: string; issueDate: string | null }[]
}

export const fetchQrProfile = (code: string) =>
  apiRequest<{ profile: PublicQrProfile }>('GET', `/api/public/qr-profile?qr=${encodeURIComponent(code)}`)

export const renewQrCode = (userId: string) =>
  apiRequest<{ qr_code: string; txid: string }>('POST', `/api/users/${encodeURIComponent(userId)}/qr-code`)
