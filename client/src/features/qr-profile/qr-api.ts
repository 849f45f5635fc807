// The public lookup (no session needed) and the admin's "new code" action.
import { apiRequest } from '@/lib/api'
import type { QrCodeRenewed } from '../../../../sync/inputs/people'
import type { PublicQrProfile, QrProfileAnswer } from '../../../../sync/inputs/qr-profile'

export type { PublicQrProfile }

export const fetchQrProfile = (code: string) =>
  apiRequest<QrProfileAnswer>('GET', `/api/public/qr-profile?qr=${encodeURIComponent(code)}`)

export const renewQrCode = (userId: string) =>
  apiRequest<QrCodeRenewed>('POST', `/api/users/${encodeURIComponent(userId)}/qr-code`)
