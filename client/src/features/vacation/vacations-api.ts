// Vacation writes. The server answers with the transaction id; the row reaches this browser
// (and every other) through sync, so nothing here touches the local tables.
import { apiRequest } from '@/lib/api'
import type { VacationStatus } from '../../../../sync/schema/vacations'

interface VacationResponse {
  vacation: { id: string; status: string }
  txid: string
}

const path = (id: string) => `/api/vacations/${encodeURIComponent(id)}`

export const createVacation = (input: { start_date: string; end_date: string; user_id?: string }) =>
  apiRequest<VacationResponse>('POST', '/api/vacations', { id: crypto.randomUUID(), ...input })

export const updateVacation = (id: string, input: { start_date: string; end_date: string; status?: VacationStatus }) =>
  apiRequest<VacationResponse>('PATCH', path(id), input)

export const approveVacation = (id: string) => apiRequest<VacationResponse>('POST', `${path(id)}/approve`)

export const deleteVacation = (id: string) => apiRequest<{ txid: string }>('DELETE', path(id))
