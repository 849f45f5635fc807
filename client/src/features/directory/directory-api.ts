// Directory writes; the rows return through the contacts / contact_categories /
// contact_ratings shapes.
import { apiRequest } from '@/lib/api'
import type {
  CategoryInput,
  CategoryWritten,
  ContactInput,
  ContactWritten,
  RatingInput,
  RatingWritten,
} from '../../../../sync/inputs/directory'
import type { Written } from '../../../../sync/inputs/written'

export const createContact = (input: ContactInput & { id?: string }) =>
  apiRequest<ContactWritten>('POST', '/api/directory/contacts', input)
export const updateContact = (id: string, input: Partial<ContactInput>) =>
  apiRequest<Written>('PATCH', `/api/directory/contacts/${encodeURIComponent(id)}`, input)
export const deleteContact = (id: string) => apiRequest<Written>('DELETE', `/api/directory/contacts/${encodeURIComponent(id)}`)

export const createCategory = (input: CategoryInput) =>
  apiRequest<CategoryWritten>('POST', '/api/directory/categories', input)
export const updateCategory = (id: string, input: Partial<CategoryInput>) =>
  apiRequest<Written>('PATCH', `/api/directory/categories/${encodeURIComponent(id)}`, input)
export const deleteCategory = (id: string) => apiRequest<Written>('DELETE', `/api/directory/categories/${encodeURIComponent(id)}`)

export const rateContact = (contactId: string, input: RatingInput) =>
  apiRequest<RatingWritten>('PUT', `/api/directory/contacts/${encodeURIComponent(contactId)}/rating`, input)
