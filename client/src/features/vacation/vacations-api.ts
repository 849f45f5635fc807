// Vacation writes. The server answers with the transaction id; the row reaches this browser
// (and every other) through sync, so nothing here touches the local tables.
import { apiRequest } from '@/lib/api'
import type { VacationWritten } from '../../../../sync/inputs/vacations'
import type { Written } from '../../../../sync/inputs/written'
import type { VacationStatus } from '../../../../sync/schema/vacations'

const path = (id: string) => `/api/vacations/${encodeURIComponent(id)}`

export const createVacation = (input: { start_date: string; end_date: string; user_id?: string }) =>
  apiRequest<VacationWritten>('POST', '/api/vacations', { id: crypto.randomUUID(), ...input })

export const updateVacation = (id: string, input: { start_date: string; end_date: string; status?: VacationStatus }) =>
  apiRequest<VacationWritten>('PATCH', path(id), input)

export const approveVacation = (id: string) => apiRequest<VacationWritten>('POST', `${path(id)}/approve`)

export const deleteVacation = (id: string) => apiRequest<Written>('DELETE', path(id))
