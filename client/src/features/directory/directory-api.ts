// Directory writes; the rows return through the contacts / contact_categories /
// contact_ratings shapes.
import { apiRequest } from '@/lib/api'
import type { CategoryInput, ContactInput, RatingInput } from '../../../../sync/inputs/directory'

type Txid = { txid: string }

export const createContact = (input: ContactInput & { id?: string }) =>
  apiRequest<Txid & { contact: { id: string } }>('POST', '/api/directory/contacts', input)
export const updateContact = (id: string, input: Partial<ContactInput>) =>
  apiRequest<Txid>('PATCH', `/api/directory/contacts/${encodeURIComponent(id)}`, input)
export const deleteContact = (id: string) => apiRequest<Txid>('DELETE', `/api/directory/contacts/${encodeURIComponent(id)}`)

export const createCategory = (input: CategoryInput) =>
  apiRequest<Txid & { category: { id: string } }>('POST', '/api/directory/categories', input)
export const updateCategory = (id: string, input: Partial<CategoryInput>) =>
  apiRequest<Txid>('PATCH', `/api/directory/categories/${encodeURIComponent(id)}`, input)
export const deleteCategory = (id: string) => apiRequest<Txid>('DELETE', `/api/directory/categories/${encodeURIComponent(id)}`)

export const rateContact = (contactId: string, input: RatingInput) =>
  apiRequest<Txid & { rating: { id: string } }>('PUT', `/api/directory/contacts/${encodeURIComponent(contactId)}/rating`, input)
