// Event writes. The server answers with the transaction id; the row itself reaches this
// browser (and every other) through sync, so nothing here touches the local tables.
import { apiRequest } from '@/lib/api'
import type { EventWritten, eventInput } from '../../../../sync/inputs/events'
import type { Written } from '../../../../sync/inputs/written'
import type { z } from 'zod'

export type EventPayload = z.output<typeof eventInput>

export const createEvent = (input: EventPayload) => apiRequest<EventWritten>('POST', '/api/events', input)

export const updateEvent = (id: string, input: EventPayload) =>
  apiRequest<EventWritten>('PATCH', `/api/events/${encodeURIComponent(id)}`, input)

export const deleteEvent = (id: string) =>
  apiRequest<Written>('DELETE', `/api/events/${encodeURIComponent(id)}`)
