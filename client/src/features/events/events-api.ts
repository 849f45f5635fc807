// Event writes. The server answers with the transaction id; the row itself reaches this
// browser (and every other) through sync, so nothing here touches the local tables.
import { apiRequest } from '@/lib/api'
import type { eventInput } from '../../../../sync/inputs/events'
import type { z } from 'zod'

export type EventPayload = z.output<typeof eventInput>

interface EventResponse {
  event: { id: string }
  txid: string | number
}

export const createEvent = (input: EventPayload) => apiRequest<EventResponse>('POST', '/api/events', input)

export const updateEvent = (id: string, input: EventPayload) =>
  apiRequest<EventResponse>('PATCH', `/api/events/${encodeURIComponent(id)}`, input)

export const deleteEvent = (id: string) =>
  apiRequest<{ txid: string | number }>('DELETE', `/api/events/${encodeURIComponent(id)}`)
