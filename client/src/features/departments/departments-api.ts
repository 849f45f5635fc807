// Department writes (admins); the rows come back through the `departments` shape.
import { apiRequest } from '@/lib/api'
import type { DepartmentInput, DepartmentWritten } from '../../../../sync/inputs/departments'
import type { Written } from '../../../../sync/inputs/written'

export const createDepartment = (input: DepartmentInput) =>
  apiRequest<DepartmentWritten>('POST', '/api/departments', { id: crypto.randomUUID(), ...input })

export const deleteDepartment = (id: string) => apiRequest<Written>('DELETE', `/api/departments/${encodeURIComponent(id)}`)
